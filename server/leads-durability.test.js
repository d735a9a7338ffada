// The lead store as a process (issue 35, point 5): a lead whose POST got its 201 survives
// `kill -9` of the server mid-burst; a flood from one address stores no more than the limit
// and leaves the server answering everyone else; with SMTP, the studio gets its own e-mail.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { killStartedServers, makeBuild, startServer } from "./spawn-main.js";

/** @type {string} */
let dir;

beforeAll(() => {
  dir = makeBuild("leads-durability-");
  // In place of the app's rule (unit-tested in app/lib/lead): every post is a lead.
  writeFileSync(
    join(dir, "server", "lead-post.js"),
    `export const readLeadPost = (body) => ({
      kind: "lead",
      lead: {
        params: { project_type: "New Website", business_name: body.name, industry: "Other",
          from_email: "owner@example.ca", phone: "Not provided", message: "m" },
        locale: "en", templateSlug: "", templateTitle: "",
      },
    });\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(killStartedServers);

/**
 * @param {number} port
 * @param {string} name
 * @param {string} [forwardedFor]
 */
async function postLead(port, name, forwardedFor) {
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}/api/leads`, {
    method: "POST",
    headers: {
      origin,
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ name }),
  });
  return { status: response.status, body: await response.text() };
}

/** @param {string} dataDir */
function storedNames(dataDir) {
  const db = new Database(join(dataDir, "studio.db"), { readonly: true });
  try {
    return new Set(db.prepare("SELECT business_name FROM leads").pluck().all());
  } finally {
    db.close();
  }
}

it("keeps every lead it answered 201, through a kill -9 in the middle of a burst", async () => {
  const data = join(dir, "kill-data");
  const env = { DATA_DIR: data, LEAD_POSTS_PER_10_MIN: "100000" };
  const { child, port } = await startServer(dir, env);
  /** @type {string[]} */
  const answered = [];
  let cutOff = 0;
  let sent = 0;
  // 20 visitors posting one lead after another, until the server is gone.
  const visitors = Array.from({ length: 20 }, async () => {
    for (;;) {
      const name = `Lead ${sent++}`;
      try {
        const { status } = await postLead(port, name);
        if (status === 201) answered.push(name);
      } catch {
        cutOff += 1; // on its way when the server was killed
        return;
      }
    }
  });
  while (answered.length < 200) await new Promise((resolve) => setTimeout(resolve, 1));
  child.kill("SIGKILL");
  await Promise.all(visitors);
  expect(cutOff).toBe(20);

  await startServer(dir, env);
  const stored = storedNames(data);
  expect(answered.filter((name) => !stored.has(name))).toEqual([]);
});

it("stores no more than the limit from one address flooding it, and still answers others", async () => {
  const data = join(dir, "flood-data");
  const { port } = await startServer(dir, { DATA_DIR: data, TRUST_PROXY: "loopback" });
  const statuses = new Map();
  const started = Date.now();
  const flood = Array.from({ length: 1000 }, (_, i) =>
    postLead(port, `Flood ${i}`, "203.0.113.9").then(({ status }) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    ),
  );
  // Meanwhile another visitor sends a lead and loads the home page.
  const other = await postLead(port, "Another visitor", "198.51.100.4");
  const home = await fetch(`http://127.0.0.1:${port}/`);
  await Promise.all(flood);
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(Object.fromEntries(statuses)).toEqual({ 201: 10, 429: 990 });
  expect(other.status).toBe(201);
  expect(home.status).toBe(200);
  const stored = storedNames(data);
  expect(stored.size).toBe(11);
  expect(stored.has("Another visitor")).toBe(true);
});

it("with SMTP_URL, e-mails the studio a lead whose EmailJS send never reported, through a real SMTP server; a wrong SMTP setting stops the start", async () => {
  /** @type {string[]} */
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let data = "";
      stream.on("data", (chunk) => (data += chunk));
      stream.on("end", () => {
        mails.push(data);
        done();
      });
    },
  });
  await new Promise((ready) => smtp.listen(0, "127.0.0.1", () => ready(undefined)));
  try {
    const smtpPort = /** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port;
    const { port, output } = await startServer(dir, {
      DATA_DIR: join(dir, "smtp-data"),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_TO: "studio@nickelpine.example",
      SMTP_WAIT_SECONDS: "0",
    });
    expect(output()).toContain(`Lead e-mails go to studio@nickelpine.example through 127.0.0.1:`);
    expect((await postLead(port, "Mailed Masonry")).status).toBe(201);
    const started = Date.now();
    while (mails.length === 0 && Date.now() - started < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mails).toEqual([expect.stringMatching(/^Subject: Quote request: Mailed Masonry$/m)]);

    const wrong = await startServer(dir, { SMTP_URL: "smtp://127.0.0.1:1" }).catch(
      (/** @type {Error} */ error) => error.message,
    );
    expect(wrong).toMatch(/SMTP_TO must be the e-mail address/);
  } finally {
    await new Promise((closed) => smtp.close(() => closed(undefined)));
  }
});
