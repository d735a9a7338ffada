// Production entry point: serves `${BUILD_DIR ?? "build"}/client` with server/app.js.
import { Server as NetServer } from "node:net";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { clientErrorStatus, createApp, rawErrorResponse } from "./app.js";

const SHUTDOWN_TIMEOUT_MS = 4500;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const root = resolve(process.env.BUILD_DIR ?? "build", "client");

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT: ${process.env.PORT}`);
  process.exit(1);
}

/** @type {ReturnType<typeof createApp>} */
let app;
try {
  app = createApp({ root });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(
    `Build it with: BUILD_DIR=${process.env.BUILD_DIR ?? "build"} npx react-router build ` +
      `(npm start does this automatically for a missing build).`,
  );
  process.exit(1);
}

const server = /** @type {import("node:http").Server} */ (
  serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.log(
      `Serving ${root} at http://${shown.includes(":") ? `[${shown}]` : shown}:${info.port}`,
    );
  })
);

// Requests Node refuses before the app sees them (malformed, headers over 16 KB, too slow)
// get their answer with the site's security headers, not Node's bare one.
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawErrorResponse(clientErrorStatus(error)));
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
