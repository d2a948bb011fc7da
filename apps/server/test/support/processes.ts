/**
 * Helpers for tests that run the real server as separate processes (several servers,
 * SIGTERM draining) and put network pieces in between (a round-robin HTTP proxy, a TCP
 * proxy that can cut the database connection). Everything listens on 127.0.0.1 only.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createTcpServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** sends SIGTERM and resolves with the exit code */
  stop(): Promise<number | null>;
}

/**
 * Compiles the server as production runs it (scripts/build.mjs → dist/server.js, issue 17).
 * Throws with the build's output when it fails.
 */
export function buildCompiledServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
}

/**
 * Starts the server as a child process on a free port and waits for /healthz: `src/server.ts`
 * through tsx, or with `compiled` the JavaScript production runs (buildCompiledServer first).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { compiled = false }: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const args = compiled ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rentas-proc-')),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: 'multi-server-secret-multi-server-secret-0123',
      AUTH_RATE_LIMIT: '0',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface RoundRobinProxy {
  url: string;
  /** how many requests went to each upstream */
  counts: number[];
  close(): Promise<void>;
}

/** A tiny HTTP load balancer: each request goes to the next upstream in turn. */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createHttpServer((req, res) => {
    const index = next++ % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export interface CuttableTcpProxy {
  port: number;
  /** drops every open connection and refuses new ones (the database "restarts") */
  cut(): void;
  /** accepts connections again */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to the database that a test can cut and restore. */
export async function startCuttableTcpProxy(target: { host: string; port: number }): Promise<CuttableTcpProxy> {
  const sockets = new Set<Socket>();
  let down = false;
  const server: TcpServer = createTcpServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return {
    port,
    cut: () => {
      down = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
