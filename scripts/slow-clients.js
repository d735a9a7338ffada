// Slow clients against the production server on loopback (SECURITY.md T12, §4), for
// `npm run load` and server/main.slow.test.js: connections that send their request head a byte
// now and then and never finish it, and connections that ask for a large file and never read
// the answer. While they are open, a new visitor asks for `/` every 250 ms on a new connection;
// the server's side of each slow connection is watched in /proc (Linux), to see when the server
// closes it.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { get } from "node:http";
import { connect } from "node:net";

/**
 * @typedef {object} Attack
 * @property {number} port         the server's, on 127.0.0.1
 * @property {number} pid          the server's process, to watch its sockets
 * @property {string} slowPath     a large file, for the clients that do not read
 * @property {number} headerClients  how many send their head slowly
 * @property {number} readClients    how many never read
 * @property {number} deadlineMs   how long to wait for the server to close them all
 *
 * @typedef {object} Figures
 * @property {number} opened       slow connections open at once
 * @property {number[]} visits     a new visitor's time to read `/` in full during the attack, ms
 * @property {number} failedVisits visits that got an error or no 200
 * @property {number[] | undefined} headerCloses  ms from open to the server closing each
 *   slow-head connection; undefined where the server's sockets cannot be seen (no /proc)
 * @property {number[] | undefined} readCloses  the same for the connections that do not read
 * @property {number} headerClients
 * @property {number} readClients
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Inodes of the sockets of established connections to `port` (the server's side), by the
 * client's port, from /proc/net/tcp's text.
 * @param {string} table
 * @param {number} port
 * @returns {Map<number, number>}  client port → inode
 */
export function serverSideInodes(table, port) {
  /** @type {Map<number, number>} */
  const byClient = new Map();
  for (const line of table.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [local = "", remote = "", inode = ""] = [fields[1], fields[2], fields[9]];
    const localPort = parseInt(local.split(":")[1] ?? "", 16);
    const remotePort = parseInt(remote.split(":")[1] ?? "", 16);
    if (localPort === port && Number(inode) > 0) byClient.set(remotePort, Number(inode));
  }
  return byClient;
}

/**
 * The inodes of the sockets a process holds open; undefined without /proc.
 * @param {number} pid
 */
function openSockets(pid) {
  try {
    /** @type {Set<number>} */
    const inodes = new Set();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) inodes.add(Number(m[1]));
      } catch {
        // closed meanwhile
      }
    }
    return inodes;
  } catch {
    return undefined;
  }
}

/**
 * One connection that sends a request head a byte every 2 s and never ends it.
 * @param {number} port
 * @returns {Promise<import("node:net").Socket>}
 */
function slowHead(port) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, allowHalfOpen: true }, () => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
      const drip = setInterval(
        () => (socket.writable ? socket.write("a") : clearInterval(drip)),
        1500 + Math.random() * 1000,
      );
      socket.on("close", () => clearInterval(drip));
      resolve(socket);
    });
    socket.on("error", (error) => (socket.connecting ? reject(error) : undefined));
    socket.on("data", () => {}); // reads the refusal (408), like a client would
  });
}

/**
 * One connection that asks for a large file and never reads the answer.
 * @param {number} port
 * @param {string} path
 * @returns {Promise<import("node:net").Socket>}
 */
function slowRead(port, path) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, allowHalfOpen: true }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      resolve(socket);
    });
    socket.pause();
    socket.on("error", (error) => (socket.connecting ? reject(error) : undefined));
  });
}

/**
 * A new visitor reading `/` in full on a new connection: ms taken, or undefined on failure.
 * @param {number} port
 * @returns {Promise<number | undefined>}
 */
function visit(port) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - start : undefined));
      res.on("error", () => resolve(undefined));
    });
    req.setTimeout(5000, () => req.destroy());
    req.on("error", () => resolve(undefined));
  });
}

/**
 * Opens the slow connections, measures a new visitor meanwhile, and waits (up to the deadline)
 * for the server to close them all; then closes whatever is left.
 * @param {Attack} attack
 * @returns {Promise<Figures>}
 */
export async function slowClientAttack({
  port,
  pid,
  slowPath,
  headerClients,
  readClients,
  deadlineMs,
}) {
  /** @type {{ socket: import("node:net").Socket, kind: "header" | "read", openedAt: number }[]} */
  const clients = [];
  const kinds = [...Array(headerClients).fill("header"), ...Array(readClients).fill("read")].sort(
    () => Math.random() - 0.5,
  );
  // In batches, so that the listen backlog never overflows (a dropped SYN waits 1 s).
  for (let i = 0; i < kinds.length; i += 50) {
    const batch = kinds.slice(i, i + 50);
    const sockets = await Promise.all(
      batch.map((kind) => (kind === "header" ? slowHead(port) : slowRead(port, slowPath))),
    );
    sockets.forEach((socket, j) =>
      clients.push({
        socket,
        kind: batch[j] === "header" ? "header" : "read",
        openedAt: Date.now(),
      }),
    );
  }
  const start = Date.now();

  // The server's side of each connection, once it has accepted them all (up to 5 s).
  /** @type {Map<number, number>} */
  let inodes = new Map();
  let watched = openSockets(pid) !== undefined;
  let opened = 0;
  while (watched && Date.now() - start < 5000) {
    try {
      inodes = serverSideInodes(readFileSync("/proc/net/tcp", "utf8"), port);
    } catch {
      watched = false; // not Linux: the closes are not measured
      break;
    }
    const open = openSockets(pid) ?? new Set();
    opened = clients.filter(({ socket }) =>
      open.has(inodes.get(socket.localPort ?? 0) ?? 0),
    ).length;
    if (opened === clients.length) break;
    await sleep(100);
  }
  if (!watched) opened = clients.filter(({ socket }) => !socket.destroyed).length;
  /** @type {Map<(typeof clients)[number], number>} */
  const closedAfter = new Map();

  /** @type {number[]} */
  const visits = [];
  let failedVisits = 0;
  while (Date.now() - start < deadlineMs) {
    const took = await visit(port);
    if (took === undefined) failedVisits++;
    else visits.push(took);
    if (watched) {
      const open = openSockets(pid) ?? new Set();
      for (const client of clients) {
        if (closedAfter.has(client)) continue;
        const inode = inodes.get(client.socket.localPort ?? 0);
        if (inode === undefined || !open.has(inode)) {
          closedAfter.set(client, Date.now() - client.openedAt);
        }
      }
      if (closedAfter.size === clients.length) break;
    }
    await sleep(250);
  }
  for (const { socket } of clients) socket.destroy();

  /** @param {"header" | "read"} kind */
  const closes = (kind) =>
    watched
      ? clients.flatMap((client) => {
          const after = closedAfter.get(client);
          return client.kind === kind && after !== undefined ? [after] : [];
        })
      : undefined;
  return {
    opened,
    visits,
    failedVisits,
    headerCloses: closes("header"),
    readCloses: closes("read"),
    headerClients,
    readClients,
  };
}

/**
 * @param {readonly number[]} values
 * @param {number} q  0..1
 */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The figures in a few lines.
 * @param {Figures} figures
 */
export function describeFigures(figures) {
  const { visits } = figures;
  /** @param {string} what @param {number[] | undefined} closes @param {number} of */
  const closed = (what, closes, of) =>
    closes === undefined
      ? `  ${what}: closes not measured (no /proc)`
      : `  ${what}: ${closes.length} of ${of} closed by the server, after ` +
        `${seconds(quantile(closes, 0))} to ${seconds(quantile(closes, 1))} (median ${seconds(quantile(closes, 0.5))})`;
  return [
    `Slow clients: ${figures.opened} connections open at once ` +
      `(${figures.headerClients} sending their head a byte at a time, ${figures.readClients} not reading a large answer)`,
    `  new visitor, GET / on a new connection every 250 ms: ${visits.length} visits, ` +
      `median ${quantile(visits, 0.5).toFixed(1)} ms, slowest ${Math.max(...visits, 0).toFixed(1)} ms, ` +
      `${figures.failedVisits} failed`,
    closed("slow head", figures.headerCloses, figures.headerClients),
    closed("not reading", figures.readCloses, figures.readClients),
  ].join("\n");
}

/**
 * What fails the slow-client case: a visitor waiting over `maxVisitMs` or failing, no visit at
 * all, or a slow connection the server has not closed by the deadline.
 * @param {Figures} figures
 * @param {number} [maxVisitMs]
 * @returns {string[]}
 */
export function slowClientFailures(figures, maxVisitMs = 1000) {
  /** @type {string[]} */
  const failures = [];
  if (figures.visits.length === 0) failures.push("Slow clients: no visit completed.");
  const slowest = Math.max(...figures.visits, 0);
  if (slowest > maxVisitMs) {
    failures.push(`Slow clients: a new visitor waited ${Math.round(slowest)} ms for /.`);
  }
  if (figures.failedVisits > 0) {
    failures.push(`Slow clients: ${figures.failedVisits} visits failed.`);
  }
  for (const [what, closes, of] of /** @type {const} */ ([
    ["slow-head", figures.headerCloses, figures.headerClients],
    ["non-reading", figures.readCloses, figures.readClients],
  ])) {
    if (closes !== undefined && closes.length < of) {
      failures.push(`Slow clients: ${of - closes.length} ${what} connections still open.`);
    }
  }
  return failures;
}
