// The build's compressed variants (server/compressed-variants.js): written once, read by the
// server at start instead of compressing again; a file without its variant is compressed then.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { compressibleFiles, createApp } from "./app.js";
import { COMPRESSED_DIR, writePrecompressed } from "./compressed-variants.js";

const HOME = `<!DOCTYPE html><html lang="en"><title>Home</title>${"<p>text</p>".repeat(200)}</html>`;
const SCRIPT = `export const a = ${JSON.stringify("abc ".repeat(300))};\n`;

let dir = "";
let client = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "compressed-"));
  client = join(dir, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "index.html"), HOME);
  writeFileSync(join(client, "assets", "app-abc123.js"), SCRIPT);
  writeFileSync(join(client, "assets", "tiny-abc123.js"), "x");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {ReturnType<typeof createApp>} app @param {string} path */
const get = (app, path, encoding = "br") =>
  app.request(path, { headers: { "accept-encoding": encoding } });

it("writes brotli and gzip variants by content hash, beside client/, only where smaller", async () => {
  expect(await writePrecompressed(client, compressibleFiles(client))).toBe(3);
  const index = JSON.parse(readFileSync(join(dir, COMPRESSED_DIR, "index.json"), "utf8"));
  expect(Object.values(index)).toEqual(
    expect.arrayContaining([
      { br: true, gzip: true },
      { br: true, gzip: true },
      { br: false, gzip: false },
    ]),
  );
  const app = createApp({ root: client });
  const home = await get(app, "/");
  expect(brotliDecompressSync(Buffer.from(await home.arrayBuffer())).toString()).toBe(HOME);
  const script = await get(app, "/assets/app-abc123.js", "gzip");
  expect(gunzipSync(Buffer.from(await script.arrayBuffer())).toString()).toBe(SCRIPT);
  expect((await get(app, "/assets/tiny-abc123.js")).headers.get("content-encoding")).toBeNull();
});

it("serves the build's variant as written, and compresses a file changed since", async () => {
  await writePrecompressed(client, compressibleFiles(client));
  // The variant on disk, made another way (quality 1): the server must send these bytes.
  const index = JSON.parse(readFileSync(join(dir, COMPRESSED_DIR, "index.json"), "utf8"));
  const [homeTag] = Object.keys(index).filter((tag) => index[tag].br);
  const marked = brotliCompressSync(HOME, { params: { 1: 1 } });
  for (const tag of Object.keys(index))
    if (index[tag].br) writeFileSync(join(dir, COMPRESSED_DIR, `${tag}.br`), marked);
  writeFileSync(join(client, "assets", "app-abc123.js"), `${SCRIPT}// changed\n`);

  const app = createApp({ root: client });
  const home = Buffer.from(await (await get(app, "/")).arrayBuffer());
  expect(homeTag).toBeDefined();
  expect(home.equals(marked)).toBe(true);
  const script = Buffer.from(await (await get(app, "/assets/app-abc123.js")).arrayBuffer());
  expect(brotliDecompressSync(script).toString()).toBe(`${SCRIPT}// changed\n`);
});
