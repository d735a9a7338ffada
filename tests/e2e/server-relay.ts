import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";

/**
 * A stand-in address for the test server: a TCP relay on its own port that
 * forwards every connection to the real server. Stopping it makes the site's
 * origin refuse connections (as a server that went down does, keep-alive
 * connections included); starting it again brings the same origin back.
 */
export interface ServerRelay {
  /** http://127.0.0.1:PORT, the same after a restart. */
  origin: string;
  /** The origin stops answering: the listener closes and every open connection is cut. */
  stop(): Promise<void>;
  /** The origin answers again, on the same port. */
  start(): Promise<void>;
}

export async function relayTo(target: URL): Promise<ServerRelay> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        track(client);
        track(upstream);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    start: async () => {
      await listen(port);
    },
  };
}
