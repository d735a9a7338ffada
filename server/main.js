// Production entry point: serves `${BUILD_DIR ?? "build"}/client` with server/app.js.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { Server as NetServer } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener, RequestError } from "@hono/node-server";
import { clientErrorStatus, createApp, errorResponse, rawErrorResponse } from "./app.js";
import { parseTrustProxy } from "./client-address.js";
import { connectionSettings, ownFdLimit } from "./connections.js";
import { dataDirectory, openDatabase } from "./db/open-database.js";
import { LEAD_POST_LIMIT } from "./api/leads-api.js";
import { createLeadNotifier, smtpSender } from "./leads/lead-notifier.js";
import { createLeadStore } from "./leads/lead-store.js";
import { parseRetentionMonths, RETENTION_EVERY_MS, retentionCutoff } from "./leads/retention.js";
import { parseSmtpConfig } from "./leads/smtp-config.js";
import { createOwnerStore, SETUP_LINK_MS } from "./owner/owner-store.js";
import { createPublisher } from "./publish/publisher.js";
import { createVersionStore } from "./publish/version-store.js";

const SHUTDOWN_TIMEOUT_MS = 4500;
/** How long a connection stays open after a refusal from the Node layer (clientError). */
const REFUSAL_GRACE_MS = 1000;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const root = join(buildDir, "client");

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT: ${process.env.PORT}`);
  process.exit(1);
}

/**
 * A start-up step: what it returns, or, when it throws, its message and the end of the start
 * (the server does not run half-working).
 * @template T
 * @param {() => T} step
 * @returns {T}
 */
function orStop(step) {
  try {
    return step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const trustProxy = orStop(() => parseTrustProxy(process.env.TRUST_PROXY));

/**
 * The app's own rule for a lead, as the build wrote it for the server (scripts/server-modules.js).
 * @returns {Promise<import("./api/leads-api.js").ReadLeadPost>}
 */
async function leadRule() {
  return (await serverModule("lead-post")).readLeadPost;
}

/**
 * One of the app's modules the build wrote for the server (scripts/server-modules.js).
 * @param {string} name
 */
async function serverModule(name) {
  const file = join(buildDir, "server", `${name}.js`);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the build is older than this server.`);
  return import(pathToFileURL(file).href);
}

/**
 * A version's texts for its pages: with TRANSLATE_URL (and TRANSLATE_KEY), the service writes the
 * French of its English-only texts once, when it is published (issue 36); the service's module
 * is loaded only then. Nothing a visitor does reaches it.
 * @param {typeof import("../app/lib/publish/publish-translation")} french
 * @returns {Promise<import("./publish/publisher.js").PageTexts>}
 */
async function pageTextsWith(french) {
  /** @type {readonly string[]} the names never sent for translation */
  const names = (await serverModule("brand-names")).BRAND_NAMES;
  const named = Boolean(process.env.TRANSLATE_URL || process.env.TRANSLATE_KEY);
  /** @type {typeof import("../scripts/translation-service") | null} */
  const translation = named ? await serverModule("translation-service") : null;
  const service = translation?.translationServiceFrom(process.env) ?? null;
  if (service) console.log(`Publishing translates English-only edits with ${service.label}.`);
  return async (edits, previousFrench) => {
    const set = JSON.parse(edits);
    const missing = french.frenchToTranslate(set, previousFrench, names);
    const answers =
      service && translation && missing.length > 0
        ? await translation.translateTexts(service, missing, { check: french.translationProblem })
        : [];
    return french.versionFrench(set, previousFrench, answers, names);
  };
}

/** Leads one address may post per 10 minutes: LEAD_POSTS_PER_10_MIN, or LEAD_POST_LIMIT's. */
function leadLimit() {
  const value = process.env.LEAD_POSTS_PER_10_MIN;
  if (value === undefined || value === "") return LEAD_POST_LIMIT;
  const requests = Number(value);
  if (!Number.isInteger(requests) || requests < 1) {
    throw new Error(`Invalid LEAD_POSTS_PER_10_MIN: ${value} (a whole number, 1 or more)`);
  }
  return { requests, windowMs: LEAD_POST_LIMIT.windowMs };
}

// The back office's database: the server does not start without it (not half-working).
const dataDir = dataDirectory();
const db = orStop(() => openDatabase(dataDir));
// With SMTP_URL, the server e-mails the studio each lead EmailJS did not deliver (queued in the
// database with the lead, retried with backoff).
const smtp = orStop(() => parseSmtpConfig(process.env));
const store = createLeadStore(db, { notifyAfterMs: smtp?.waitMs ?? null });
if (smtp) {
  createLeadNotifier({ db, send: smtpSender(smtp) }).start();
  console.log(`Lead e-mails go to ${smtp.to} through ${new URL(smtp.url).host}.`);
}
const ownerStore = createOwnerStore(db);

// Leads older than the retention period go, now and once a day.
const retentionMonths = orStop(() => parseRetentionMonths(process.env.LEAD_RETENTION_MONTHS));
const applyRetention = () => {
  const removed = store.removeReceivedBefore(retentionCutoff(new Date(), retentionMonths));
  if (removed > 0) console.log(`Deleted ${removed} leads older than ${retentionMonths} months.`);
};
applyRetention();
setInterval(applyRetention, RETENTION_EVERY_MS).unref();

// The owner's published versions: rendered by the publisher, served over the build's pages.
const versions = createVersionStore(db);

/** @type {ReturnType<typeof createApp>} */
let app;
/** @type {import("./publish/publisher.js").Publisher} */
let publisher;
try {
  /** @type {import("./api/publish-api.js").PublishRules} */
  const rules = await serverModule("publish-post");
  /** @type {typeof import("../app/lib/publish/publish-translation")} */
  const french = await serverModule("publish-translation");
  publisher = createPublisher({
    versions,
    buildDir,
    pagesDir: join(dataDir, "pages"),
    pageTexts: await pageTextsWith(french),
    show: (pages) => app.showPages(pages),
  });
  app = createApp({
    root,
    trustProxy,
    leads: { store, readLeadPost: await leadRule(), limit: leadLimit(), retentionMonths },
    owner: { store: ownerStore },
    publish: { versions, publisher, rules, french },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(
    `Build it with: BUILD_DIR=${process.env.BUILD_DIR ?? "build"} npx react-router build ` +
      `(npm start does this automatically for a missing build).`,
  );
  process.exit(1);
}
// The live version's pages before the first visitor (rendered now after a new build).
await publisher.start();

const fdLimit = ownFdLimit();
const limits = connectionSettings(fdLimit);

// @hono/node-server's listener, as serve() makes it, but with an answer of our own to a request
// it cannot make into a fetch Request (an invalid Host, `OPTIONS *`, an absolute target with
// another scheme): the site's headers, where its own answer is a bare 400.
const listener = getRequestListener(app.fetch, {
  hostname: host,
  errorHandler: (error) => {
    if (error instanceof RequestError) return errorResponse(400);
    console.error(error);
    return errorResponse(500);
  },
});

// The reason for each value is given in server/connections.js.
const server = createServer(
  {
    headersTimeout: limits.headersTimeout, // a slow request head is cut off (slowloris)
    requestTimeout: limits.requestTimeout, // and so is a slow body
    connectionsCheckingInterval: limits.connectionsCheckingInterval, // the two act promptly
  },
  listener,
);
server.timeout = limits.idleTimeout; // a connection where nothing moves (a client not reading)
server.keepAliveTimeout = limits.keepAliveTimeout; // an idle keep-alive connection
server.maxRequestsPerSocket = limits.maxRequestsPerSocket; // no connection kept for ever
server.maxConnections = limits.maxConnections; // within the open-file limit

server.listen(port, host, () => {
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(
    `Serving ${root} at http://${shown.includes(":") ? `[${shown}]` : shown}:${address.port}`,
  );
  console.log(
    `At most ${limits.maxConnections} connections (open-file limit ${fdLimit}); ` +
      `X-Forwarded-For ${trustProxy.kind === "none" ? "ignored" : `from TRUST_PROXY=${process.env.TRUST_PROXY}`}.`,
  );
  console.log(`Back office data in ${dataDir} (${store.count()} leads).`);
  if (!ownerStore.hasOwner()) {
    // First start (the way Jenkins and Grafana begin): whoever reads this log sets the password.
    // The token travels in the fragment, which no request, log or Referer carries.
    const link = `http://${shown.includes(":") ? `[${shown}]` : shown}:${address.port}/#owner-setup=${ownerStore.newSetupLink()}`;
    console.log(
      `No owner password yet. Set it up within ${SETUP_LINK_MS / 60_000} minutes, once, at:\n  ${link}\n` +
        "(or from the shell: npm run owner:password)",
    );
  }
});

// Requests Node refuses before the app sees them (malformed, headers over 16 KB, too slow)
// get their answer with the site's security headers, not Node's bare one.
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawErrorResponse(clientErrorStatus(error)));
  // The client has a second to read the answer and close its side; one that keeps it open
  // (to hold the connection) is cut off then.
  setTimeout(() => socket.destroy(), REFUSAL_GRACE_MS).unref();
});

server.on("error", (error) => {
  console.error(`Server error: ${error.message}`);
  process.exit(1);
});

let stopping = false;

/** Answers not yet handed to the system in full (SECURITY.md §4: they complete on SIGTERM). */
const unsent = new Set();
// First listener, so that it runs before the app has written anything.
server.prependListener("request", (_req, res) => {
  if (stopping) res.setHeader("Connection", "close");
  unsent.add(res);
  res.on("close", () => {
    unsent.delete(res);
    if (stopping && unsent.size === 0) server.closeIdleConnections();
  });
});

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, finishing in-flight requests...`);
  // Stop accepting connections; close() calls back once every connection has ended.
  // Not http.Server#close: it also destroys the connections it deems idle, and it deems an
  // answer done once res.end() has run, while a large file to a slow client is still being
  // sent. Idle keep-alive connections are closed once every answer has gone out, and an
  // answer given meanwhile closes its connection.
  NetServer.prototype.close.call(server, (error) => {
    if (error) console.error(error.message);
    process.exit(error ? 1 : 0);
  });
  if (unsent.size === 0) server.closeIdleConnections();
  setTimeout(() => {
    console.error("Shutdown timed out, closing remaining connections.");
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
}

process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
