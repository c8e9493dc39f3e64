import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a dependency (PostgreSQL, Redis), for the dependency-failure tests:
 * cut() destroys every open connection and stops accepting (new connections are refused at once, as when
 * the service is down); restore() accepts again on the same port. The dependency itself is never touched.
 */
export interface TcpProxy {
  port: number;
  /** How many connections were open when cut() destroyed them. */
  cut(): Promise<number>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((inbound) => {
        const outbound = net.connect(targetPort, targetHost);
        sockets.add(inbound);
        sockets.add(outbound);
        const drop = () => {
          inbound.destroy();
          outbound.destroy();
          sockets.delete(inbound);
          sockets.delete(outbound);
        };
        inbound.on('error', drop).on('close', drop);
        outbound.on('error', drop).on('close', drop);
        inbound.pipe(outbound);
        outbound.pipe(inbound);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stop = async () => {
    const s = server;
    server = null;
    const open = sockets.size;
    for (const sock of sockets) sock.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    return open;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: async () => {
      await stop();
    },
  };
}

/** Whether something answers a TCP connection at host:port within the time. */
export function tcpAnswers(host: string, port: number, ms = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, host);
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(ms, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}
