// How long and how many connections the server keeps (SECURITY.md T12, §4): a client that
// sends its request slowly, or reads the answer slowly or not at all, is cut off after a bounded
// time, so a crowd of them cannot hold every connection the process can open.

import { readFileSync } from "node:fs";

/**
 * Options of http.createServer() and properties of the server, as server/main.js sets them.
 * @typedef {object} ConnectionSettings
 * @property {number} headersTimeout       ms to receive a request's whole head
 * @property {number} requestTimeout       ms to receive a whole request, body included
 * @property {number} idleTimeout          ms a connection may pass with no byte moving (server.timeout)
 * @property {number} keepAliveTimeout     ms an idle keep-alive connection waits for its next request
 * @property {number} maxRequestsPerSocket requests one connection may carry
 * @property {number} connectionsCheckingInterval ms between two checks of the first two timeouts
 * @property {number} maxConnections       connections open at once; more are closed at once
 */

/** File descriptors kept for the process itself (Node's own, stdio, the listening socket). */
export const RESERVED_FDS = 64;

/** Most connections at once, whatever the file limit: each costs memory (about 10 KB idle). */
export const MAX_CONNECTIONS = 10_000;

/** The open-file limit assumed where it cannot be read (no /proc): the usual default. */
const DEFAULT_FD_LIMIT = 1024;

/**
 * The soft limit on open files from the text of /proc/<pid>/limits.
 * @param {string} text
 * @returns {number | undefined}  undefined when absent; Infinity for "unlimited"
 */
export function openFilesLimit(text) {
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  if (soft === "unlimited") return Infinity;
  return soft !== undefined && /^\d+$/.test(soft) ? Number(soft) : undefined;
}

/** This process's open-file limit (`ulimit -n`), or the usual default where it cannot be read. */
export function ownFdLimit() {
  try {
    return openFilesLimit(readFileSync("/proc/self/limits", "utf8")) ?? DEFAULT_FD_LIMIT;
  } catch {
    return DEFAULT_FD_LIMIT;
  }
}

/**
 * The connection settings for a process allowed `fdLimit` open files.
 * @param {number} fdLimit
 * @returns {ConnectionSettings}
 */
export function connectionSettings(fdLimit) {
  return {
    // A request head (line and headers) must arrive whole within 10 s: a client trickling
    // header bytes ("slowloris") is cut off however often it sends one.
    headersTimeout: 10_000,
    // The whole request, a body included, within 20 s: the same for a body sent byte by byte.
    requestTimeout: 20_000,
    // A connection on which no byte moves either way for 10 s is closed: a client that stops
    // reading a large answer (its buffers full) holds nothing longer than that.
    idleTimeout: 10_000,
    // An idle keep-alive connection waits 5 s for its next request (Node's default, kept).
    keepAliveTimeout: 5_000,
    // A connection is closed after 1,000 requests, so no client keeps one for ever.
    maxRequestsPerSocket: 1_000,
    // Node checks the head and request timeouts at this interval (default 30 s, which would let
    // a slow head live 40 s): 1 s makes them act within a second of their due time.
    connectionsCheckingInterval: 1_000,
    // Every connection takes a file descriptor: the server closes at once a connection beyond
    // the open-file limit less what the process keeps for itself, rather than run out of them
    // (EMFILE), and beyond MAX_CONNECTIONS whatever the limit, for memory.
    maxConnections: Math.max(1, Math.min(MAX_CONNECTIONS, fdLimit - RESERVED_FDS)),
  };
}
