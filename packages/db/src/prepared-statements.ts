/**
 * Named (prepared) statements on a PostgreSQL server (issue 17, decision 025). Every query with
 * parameters is sent under a name derived from its text, so each pooled connection parses it
 * once and PostgreSQL may then keep its plan (plan_cache_mode auto: a generic plan once it costs
 * no more than the custom ones). Unnamed, PostgreSQL parsed and planned each query anew: on the
 * bench that was more of its time than running them.
 *
 * Bounds and failures:
 * - A connection holds at most MAX_STATEMENTS_PER_CONNECTION names; a query past that runs
 *   unnamed, and the connection is closed when the pool gets it back (a new one starts empty).
 * - A statement whose tables changed shape under it (a migration by another process) fails
 *   once with "cached plan must not change result type": the query runs again unnamed (outside
 *   a transaction) and that connection is closed when released.
 * - Queries without parameters (migrations, `begin`, `listen`) keep the simple protocol, which
 *   also allows several statements in one text.
 */
import { createHash } from 'node:crypto';
import {
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type RawBuilder,
  sql,
} from 'kysely';
import type pg from 'pg';

/**
 * An expression of a statement's parameters worked out once per run, as an InitPlan
 * (`(select …)`), e.g. `oncePerRun(sql\`f_unaccent(${pattern})\`)` (decision 026). Written plainly,
 * a plan made for one set of values folds it to a constant, while a plan for any values costs
 * it once per row; folded this way every plan costs it alike, so PostgreSQL keeps one plan for
 * the named statement instead of planning each run. Input: the expression. Output: the same
 * value, as an SQL expression; indexes still take it as a key.
 */
export function oncePerRun<T>(expression: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`(select ${expression})`;
}

/** Statements one connection keeps before it is replaced (each plan costs the server memory). */
export const MAX_STATEMENTS_PER_CONNECTION = 200;

/** PostgreSQL's answer when a prepared statement's result columns changed (feature_not_supported). */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/** Names already computed, by query text (emptied when it reaches NAMES_KEPT entries). */
const names = new Map<string, string>();
const NAMES_KEPT = 2_000;

/** A statement name for a query text: 's' and 27 characters of its SHA-1 (PostgreSQL allows 63). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** One pooled connection that names its parameterised queries. */
class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #names = new Set<string>();
  /** closed instead of returned to the pool at the next release */
  #retire = false;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      return (this.#client as unknown as { query(c: PostgresCursor<R>): PostgresCursor<R> }).query(sqlOrCursor);
    }
    return this.#run<R>(sqlOrCursor, parameters ?? []);
  }

  async #run<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // Kysely hands over a fresh array of its own; pg only reads it.
    const values = parameters as unknown[];
    const unnamed = () => this.#client.query(text, values) as unknown as Promise<PostgresQueryResult<R>>;
    if (values.length === 0) return unnamed();
    const name = statementName(text);
    if (!this.#names.has(name)) {
      if (this.#names.size >= MAX_STATEMENTS_PER_CONNECTION) {
        this.#retire = true;
        return unnamed();
      }
      this.#names.add(name);
    }
    try {
      return (await this.#client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#retire = true;
      return unnamed();
    }
  }

  release(): void {
    // release(true) closes the connection; the pool opens a fresh one when it needs one.
    this.#client.release(this.#retire);
  }
}

/**
 * Wraps a node-postgres pool for Kysely's PostgresDialect so that parameterised queries run as
 * named statements (module docs). Input: the pool. Output: a PostgresPool handing out one
 * wrapper per underlying connection (Kysely keys its connections by the object it gets).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new PreparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
