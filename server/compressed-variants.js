// The brotli (quality 11) and gzip (level 9) variants of the files the server answers with.
// `react-router build` writes them once into `<build>/compressed/` (precompressBuild, both
// cores, beside nothing the server serves), named by the file's content hash; the server reads
// them at start instead of compressing every file again (about 10 s of CPU per start here). A
// build without them, or a file changed since, is compressed at start as before.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** The folder beside `client/` that holds the variants. */
export const COMPRESSED_DIR = "compressed";
const INDEX = "index.json";

/** @param {Uint8Array} body */
const brotliOptions = (body) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/**
 * A variant is kept only when it is smaller than the file.
 * @typedef {{ br?: Uint8Array<ArrayBuffer>, gzip?: Uint8Array<ArrayBuffer> }} Variants
 */

/** @param {Uint8Array} body @param {Uint8Array} packed */
const ifSmaller = (body, packed) =>
  packed.byteLength < body.byteLength ? new Uint8Array(packed) : undefined;

/** Compresses one file now. @param {Uint8Array} body @returns {Variants} */
export function compressNow(body) {
  return {
    br: ifSmaller(body, brotliCompressSync(body, brotliOptions(body))),
    gzip: ifSmaller(body, gzipSync(body, { level: 9 })),
  };
}

/**
 * The variants the build wrote, by content hash: a function that returns a file's variants,
 * or null when the build has none for it.
 * @param {string} root  the build's `client/` folder
 * @returns {(tag: string) => Variants | null}
 */
export function readPrecompressed(root) {
  const dir = join(root, "..", COMPRESSED_DIR);
  const indexFile = join(dir, INDEX);
  if (!existsSync(indexFile)) return () => null;
  /** @type {Record<string, { br: boolean, gzip: boolean }>} */
  const index = JSON.parse(readFileSync(indexFile, "utf8"));
  return (tag) => {
    const entry = Object.hasOwn(index, tag) ? index[tag] : undefined;
    if (!entry) return null;
    const read = (/** @type {string} */ ext) =>
      new Uint8Array(readFileSync(join(dir, `${tag}.${ext}`)));
    return { br: entry.br ? read("br") : undefined, gzip: entry.gzip ? read("gz") : undefined };
  };
}

/**
 * Writes the variants of every compressible file of `files` (content hash and bytes), on the
 * libuv thread pool (both cores); returns how many files it compressed.
 * @param {string} root  the build's `client/` folder
 * @param {Iterable<{ tag: string, body: Uint8Array }>} files
 */
export async function writePrecompressed(root, files) {
  const dir = join(root, "..", COMPRESSED_DIR);
  mkdirSync(dir, { recursive: true });
  const brotli = promisify(brotliCompress);
  const deflate = promisify(gzip);
  /** @type {Record<string, { br: boolean, gzip: boolean }>} */
  const index = {};
  await Promise.all(
    [...files].map(async ({ tag, body }) => {
      if (Object.hasOwn(index, tag)) return;
      index[tag] = { br: false, gzip: false };
      const [br, gz] = await Promise.all([
        brotli(body, brotliOptions(body)),
        deflate(body, { level: 9 }),
      ]);
      const entry = { br: br.byteLength < body.byteLength, gzip: gz.byteLength < body.byteLength };
      if (entry.br) writeFileSync(join(dir, `${tag}.br`), br);
      if (entry.gzip) writeFileSync(join(dir, `${tag}.gz`), gz);
      index[tag] = entry;
    }),
  );
  writeFileSync(join(dir, INDEX), JSON.stringify(index));
  return Object.keys(index).length;
}
