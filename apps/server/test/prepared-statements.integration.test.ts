/**
 * Named statements on a PostgreSQL server (decision 025): each connection parses a query once;
 * a query keeps working when another process changes a table under its statement (a migration
 * during a rolling deploy); a connection never holds more than MAX_STATEMENTS_PER_CONNECTION.
 * PostgreSQL only: PGlite runs every query unnamed.
 */
import { MAX_STATEMENTS_PER_CONNECTION } from '@rentas/db';
import { openTestDb, type TestDb } from '@rentas/db/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('named statements on PostgreSQL', () => {
  let handle: TestDb;

  beforeAll(async () => {
    // One connection, so every query below meets the statements of the ones before it.
    handle = await openTestDb(inject('dbTemplate'), { poolSize: 1 });
    await sql`create table statement_probe (id int primary key, label text)`.execute(handle.db);
    await sql`insert into statement_probe values (1, 'uno'), (2, 'dos')`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The statements the pool's one connection has prepared (asked on that connection). */
  async function preparedCount(): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(handle.db);
    return rows[0]?.n ?? 0;
  }

  it('a query with parameters is prepared once and run by name after that', async () => {
    const before = await preparedCount();
    for (const id of [1, 2, 1]) {
      const { rows } = await sql<{ label: string }>`select label from statement_probe where id = ${id}`.execute(
        handle.db,
      );
      expect(rows).toHaveLength(1);
    }
    expect(await preparedCount()).toBe(before + 1);
    const { rows } = await sql<{ calls: string }>`
      select generic_plans + custom_plans as calls from pg_prepared_statements
      where statement like ${'%from statement_probe where id = $1%'}
    `.execute(handle.db);
    expect(rows.map((r) => Number(r.calls))).toEqual([3]);
  });

  it('keeps answering after another process adds a column under a prepared select *', async () => {
    const read = (id: number) =>
      handle.db
        .selectFrom('statement_probe' as never)
        .selectAll()
        .where('id' as never, '=', id as never)
        .execute();
    expect(await read(1)).toEqual([{ id: 1, label: 'uno' }]);
    // A migration run by another server process while this one keeps its statements.
    const other = new pg.Client({ connectionString: handle.url });
    await other.connect();
    try {
      await other.query(`alter table statement_probe add column capacity int not null default 10`);
    } finally {
      await other.end();
    }
    expect(await read(1)).toEqual([{ id: 1, label: 'uno', capacity: 10 }]);
    expect(await read(2)).toEqual([{ id: 2, label: 'dos', capacity: 10 }]);
  });

  it(`never keeps more than ${MAX_STATEMENTS_PER_CONNECTION} statements on a connection`, async () => {
    // As many different queries again as a connection may keep, each answered right.
    for (let n = 0; n < MAX_STATEMENTS_PER_CONNECTION + 20; n++) {
      const { rows } = await sql<{ n: number }>`select ${n}::int + ${sql.lit(n)} as n`.execute(handle.db);
      expect(rows[0]?.n).toBe(2 * n);
    }
    const kept = await preparedCount();
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(MAX_STATEMENTS_PER_CONNECTION);
  });
});
