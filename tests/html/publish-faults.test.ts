/**
 * A server killed (`kill -9`) while it publishes (issue 36): after a restart, the version that
 * was live before is what visitors get, and the interrupted one is marked failed with the reason.
 * Against the test build and a server of its own (server/main.js), with a scratch DATA_DIR.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { killStartedServers, startServer } from "../../server/spawn-main.js";

const PASSWORD = "kill-nine-owner-password";
afterAll(() => killStartedServers());

const hero = (title: string) => ({
  edits: { version: 1, edits: { en: { home: { "home.hero": { title } } } } },
});

type Listed = { versions: { id: number; state: string; failure: string }[]; live: { id: number } };

test("kill -9 during a publish: after the restart the last good version is live and the interrupted one failed", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "publish-kill-"));
  const owner = spawnSync(process.execPath, ["scripts/owner-password.js"], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  expect(owner.status).toBe(0);
  const start = async () => {
    const server = await startServer("build-test", { DATA_DIR: dataDir }, 120_000);
    const origin = `http://127.0.0.1:${server.port}`;
    const signIn = await fetch(`${origin}/api/owner/sign-in`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(signIn.status).toBe(204);
    const cookie = String(signIn.headers.get("set-cookie")).split(";")[0] ?? "";
    const publish = async (title: string) => {
      const answer = await fetch(`${origin}/api/publish`, {
        method: "POST",
        headers: { origin, cookie, "content-type": "application/json" },
        body: JSON.stringify(hero(title)),
      });
      expect(answer.status).toBe(202);
      return ((await answer.json()) as { version: { id: number; state: string } }).version;
    };
    const listed = async () =>
      (await (await fetch(`${origin}/api/publish`, { headers: { cookie } })).json()) as Listed;
    const home = async () => (await fetch(`${origin}/`)).text();
    return { server, publish, listed, home };
  };

  const first = await start();
  const good = await first.publish("The last good version");
  await expect
    .poll(async () => (await first.listed()).live?.id, { timeout: 60_000, interval: 100 })
    .toBe(good.id);
  expect(await first.home()).toContain("The last good version</h1>");

  const interrupted = await first.publish("Never live");
  expect(interrupted.state).toBe("building");
  first.server.child.kill("SIGKILL");
  await first.server.exit;

  const second = await start();
  const { live, versions } = await second.listed();
  expect(live.id).toBe(good.id);
  expect(versions.find((version) => version.id === interrupted.id)).toMatchObject({
    state: "failed",
    failure:
      "The server stopped while this version was being published; the version before it stayed live.",
  });
  const page = await second.home();
  expect(page).toContain("The last good version</h1>");
  expect(page).not.toContain("Never live");
}, 240_000);
