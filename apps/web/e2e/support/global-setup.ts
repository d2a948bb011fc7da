/**
 * Starts the real server (apps/server) on a free port with a fresh data folder:
 * the empty embedded database is migrated and seeded with demo data on boot.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type FakeGoogle, type FakePaypal, startFakeGoogle, startFakePaypal } from '@rentas/fakes';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** local fake Google OpenID provider (POST /__test/next-identity picks who signs in next) */
    fakeGoogleURL: string;
    /** local fake PayPal API (POST /__test/decline-next-capture, /__test/expire-tokens) */
    fakePaypalURL: string;
  }
}

const serverDir = resolve(import.meta.dirname, '../../../server');
let child: ChildProcess | undefined;
let google: FakeGoogle | undefined;
let paypal: FakePaypal | undefined;
let dataDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, ms: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`server exited:\n${logs()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in ${ms} ms:\n${logs()}`);
}

export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'rentas-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  google = await startFakeGoogle();
  paypal = await startFakePaypal();
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...google.env,
      ...paypal.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitForHealth(baseURL, 150_000, () => output.slice(-4000));
  project.provide('baseURL', baseURL);
  project.provide('fakeGoogleURL', google.url);
  project.provide('fakePaypalURL', paypal.url);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await google?.close();
  await paypal?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
