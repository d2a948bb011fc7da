/**
 * A PostgreSQL server of the test's own (initdb in a temp folder, a free port on
 * 127.0.0.1, trust auth), so a test can really stop and start the database under load
 * without touching the machine's shared server. Uses the PostgreSQL binaries on PATH
 * (`initdb`, `pg_ctl`); as root, runs them as the `postgres` OS user.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when this process is root. */
function pgTool(tool: string, args: string[]) {
  return asRoot ? run('runuser', ['-u', 'postgres', '--', tool, ...args]) : run(tool, args);
}

/** True when initdb and pg_ctl can be run here (the PostgreSQL server package is installed). */
export async function privatePostgresAvailable(): Promise<boolean> {
  try {
    await pgTool('initdb', ['--version']);
    await pgTool('pg_ctl', ['--version']);
    return true;
  } catch {
    return false;
  }
}

export interface PrivatePostgres {
  /** connection string of its `postgres` database */
  url: string;
  /** fast shutdown: open connections are terminated, new ones refused */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops the server and removes its folder */
  destroy(): Promise<void>;
}

/** Creates and starts a throwaway server (about 2 s). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'rentas-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pgTool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      if (existsSync(join(data, 'postmaster.pid'))) await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
