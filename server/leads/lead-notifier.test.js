// The server's e-mail about each lead, sent to a real SMTP server on loopback (smtp-server).
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.js";
import { createLeadNotifier, MAX_ATTEMPTS, retryDelayMs, smtpSender } from "./lead-notifier.js";
import { createLeadStore } from "./lead-store.js";
import { parseSmtpConfig } from "./smtp-config.js";

const WAIT_MS = 120_000;

/** @type {{ from: string, to: string[], data: string }[]} */
let received = [];
/** What the SMTP server answers the next messages with: accept, or refuse for now. */
let refuse = false;
/** @type {SMTPServer} */
let smtp;
let port = 0;

/** Starts the SMTP server on `on` (0: any free port). @param {number} on */
async function startSmtp(on) {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => (data += chunk));
      stream.on("end", () => {
        if (refuse) {
          const error = /** @type {Error & { responseCode?: number }} */ (
            new Error("Mailbox busy, try later")
          );
          error.responseCode = 451;
          return done(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise((ready) => smtp.listen(on, "127.0.0.1", () => ready(undefined)));
  port = /** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port;
}

beforeEach(async () => {
  received = [];
  refuse = false;
  await startSmtp(0);
});
afterEach(() => new Promise((closed) => smtp.close(() => closed(undefined))));

/** A database with the lead store queuing server e-mails, and a notifier on a clock of ours. */
function setUp() {
  const db = new Database(":memory:");
  migrate(db);
  const clock = { now: Date.now() };
  const store = createLeadStore(db, { notifyAfterMs: WAIT_MS, now: () => clock.now });
  const config = parseSmtpConfig({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_TO: "studio@nickelpine.example",
    SMTP_FROM: "website@nickelpine.example",
  });
  if (!config) throw new Error("no config");
  /** @type {string[]} */
  const logged = [];
  const notifier = createLeadNotifier({
    db,
    send: smtpSender(config),
    now: () => clock.now,
    log: (line) => logged.push(line),
  });
  return { db, store, notifier, clock, logged };
}

/** @param {string} business */
const lead = (business) =>
  /** @type {import("./lead-store.js").LeadRecord} */ ({
    params: {
      from_name: business,
      from_email: "owner@lakeshore.example",
      project_type: "Redesign",
      business_name: business,
      industry: "Construction",
      phone: "7055550199",
      message: `Business: ${business}\nIndustry: Construction`,
      reply_to: "owner@lakeshore.example",
    },
    locale: "en",
    templateSlug: "",
    templateTitle: "",
  });

/** @param {ReturnType<typeof setUp>["store"]} store @param {string} business */
const smtpOf = (store, business) => {
  const found = store.list().find((row) => row.businessName === business);
  return found && [found.smtpState, found.smtpAttempts, found.smtpDetail];
};

describe("the server's e-mail about a lead", () => {
  it("goes at once when EmailJS failed: from, to, subject, reply-to and the form's text", async () => {
    const { store, notifier, clock } = setUp();
    const stored = await store.add(lead("Lakeshore Plumbing"), new Date(clock.now));
    expect(smtpOf(store, "Lakeshore Plumbing")).toEqual(["queued", 0, ""]);
    await notifier.tick();
    expect(received).toHaveLength(0); // It waits for the browser's EmailJS outcome.

    store.recordDelivery(stored.id, stored.deliveryToken, { state: "failed", detail: "500" });
    await notifier.tick();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("website@nickelpine.example");
    expect(mail?.to).toEqual(["studio@nickelpine.example"]);
    expect(mail?.data).toMatch(/^Subject: Quote request: Lakeshore Plumbing$/m);
    expect(mail?.data).toMatch(/^Reply-To: owner@lakeshore.example$/m);
    expect(mail?.data).toContain("Business: Lakeshore Plumbing\r\nIndustry: Construction");
    expect(smtpOf(store, "Lakeshore Plumbing")).toEqual(["sent", 1, ""]);
    await notifier.tick();
    expect(received).toHaveLength(1);
  });

  it("goes once the wait is over when no EmailJS outcome came (a closed tab), and is skipped when EmailJS sent it", async () => {
    const { store, notifier, clock } = setUp();
    await store.add(lead("Closed Tab Bakery"), new Date(clock.now));
    const delivered = await store.add(lead("Delivered Dental"), new Date(clock.now));
    store.recordDelivery(delivered.id, delivered.deliveryToken, { state: "sent", detail: "" });
    clock.now += WAIT_MS - 1;
    await notifier.tick();
    expect(received).toHaveLength(0);
    clock.now += 1;
    await notifier.tick();
    expect(received.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])).toEqual([
      "Quote request: Closed Tab Bakery",
    ]);
    expect(smtpOf(store, "Delivered Dental")).toEqual(["skipped", 0, ""]);
  });

  it("is retried with a growing wait while the SMTP server refuses, then sent; marked failed after the last attempt", async () => {
    const { store, notifier, clock, logged } = setUp();
    await store.add(lead("Refused Roofing"), new Date(clock.now - WAIT_MS));
    refuse = true;
    await notifier.tick();
    expect(smtpOf(store, "Refused Roofing")).toEqual([
      "queued",
      1,
      expect.stringContaining("Mailbox busy, try later"),
    ]);
    // Not again before its wait is over.
    clock.now += retryDelayMs(1) - 1;
    await notifier.tick();
    expect(smtpOf(store, "Refused Roofing")?.[1]).toBe(1);
    clock.now += 1;
    refuse = false;
    await notifier.tick();
    expect(smtpOf(store, "Refused Roofing")).toEqual(["sent", 2, ""]);
    expect(received).toHaveLength(1);

    await store.add(lead("Never Ltd"), new Date(clock.now - WAIT_MS));
    refuse = true;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await notifier.tick();
      clock.now += retryDelayMs(attempt);
    }
    expect(smtpOf(store, "Never Ltd")).toEqual([
      "failed",
      MAX_ATTEMPTS,
      expect.stringContaining("Mailbox busy"),
    ]);
    expect(logged).toEqual([expect.stringContaining(`given up after ${MAX_ATTEMPTS} attempts`)]);
  });

  it("waits out an SMTP server that is down, and a new notifier on the same database sends what was queued", async () => {
    const { db, store, notifier, clock } = setUp();
    await store.add(lead("Outage Outfitters"), new Date(clock.now - WAIT_MS));
    await new Promise((closed) => smtp.close(() => closed(undefined)));
    await notifier.tick();
    expect(smtpOf(store, "Outage Outfitters")?.slice(0, 2)).toEqual(["queued", 1]);
    expect(smtpOf(store, "Outage Outfitters")?.[2]).toMatch(/ECONNREFUSED|connect/i);
    await notifier.stop();

    // The SMTP server is back (on the same port); the server restarted.
    await startSmtp(port);
    const after = createLeadNotifier({
      db,
      send: smtpSender({ url: `smtp://127.0.0.1:${port}`, to: "s@n.example", from: "s@n.example" }),
      now: () => clock.now + retryDelayMs(1),
    });
    await after.tick();
    expect(smtpOf(store, "Outage Outfitters")).toEqual(["sent", 2, ""]);
  });
});

it("retry waits double from a minute, up to an hour", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([
    1, 2, 4, 8, 16, 32, 60, 60,
  ]);
});

describe("parseSmtpConfig", () => {
  it("is off without SMTP_URL, and reads a full setting", () => {
    expect(parseSmtpConfig({})).toBeNull();
    expect(
      parseSmtpConfig({ SMTP_URL: "smtps://u:p@mail.example:465", SMTP_TO: "studio@n.example" }),
    ).toEqual({
      url: "smtps://u:p@mail.example:465",
      to: "studio@n.example",
      from: "studio@n.example",
      waitMs: 120_000,
    });
  });

  it("refuses a setting that cannot work, saying what to fix", () => {
    const to = { SMTP_TO: "studio@n.example" };
    expect(() => parseSmtpConfig({ SMTP_URL: "mail.example", ...to })).toThrow(/not a URL/);
    expect(() => parseSmtpConfig({ SMTP_URL: "http://mail.example", ...to })).toThrow(/smtp:\/\//);
    expect(() => parseSmtpConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(/SMTP_TO/);
    expect(() =>
      parseSmtpConfig({ SMTP_URL: "smtp://m.example", ...to, SMTP_WAIT_SECONDS: "soon" }),
    ).toThrow(/SMTP_WAIT_SECONDS/);
  });
});
