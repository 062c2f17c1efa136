import { createConnection, createServer, type AddressInfo, type Socket } from "node:net";

/**
 * A TCP relay a test can cut and restore: a database outage as the app sees it (open
 * connections drop, new ones are refused) without stopping a server other test files share.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let port = 0;
  const server = () =>
    createServer((client) => {
      const upstream = createConnection(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  let current = server();
  let running = false;
  const start = () =>
    new Promise<void>((resolve) => {
      if (running) return resolve();
      running = true;
      current = server();
      current.listen(port, "127.0.0.1", () => {
        port = (current.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running) return resolve();
      running = false;
      current.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await start();
  return { port: () => port, start, stop };
}
