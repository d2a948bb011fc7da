/**
 * The venue search stays an index lookup at marketplace scale: the exact SQL the
 * search procedure sends for a text + category + guests search is planned with
 * venues_search_text_trgm_idx (pg_trgm on the stored search_text column)
 * and without a sequential scan of venues. Runs on PGlite and on PostgreSQL.
 */
import { createCaller, LocalImageStorage, noCookie } from '@rentas/api';
import { createUser } from '@rentas/db/testing';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryExecutor,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();

/** Venues inserted for the plan (rows); every 100th is named "Estudio Acústico …". */
const VENUE_ROWS = 3_000;

/** Records the SQL and parameters of every query it sees, compiled exactly as they are sent. */
class SqlRecorder implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  constructor(private readonly executor: QueryExecutor) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(this.executor.compileQuery(node, queryId));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan tree, depth first. */
function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

describe('venue search plan', () => {
  beforeAll(async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    // One statement: 3,000 venues, half of them audio studios (the category filter alone
    // keeps ~1,400 rows); 30 match the text search, so the trigram index is the cheap path.
    await sql`
      insert into venues (owner_id, name, description, category, address, city, capacity, price_per_hour)
      select ${owner.id}::uuid,
             case when i % 100 = 0 then 'Estudio Acústico ' || i else 'Sala ' || i end,
             'Espacio ' || i || ' con mesas, sillas y buena iluminación en la Roma.',
             case when i % 2 = 0 then 'audio_studio'
                  else (array['photo_studio', 'restaurant', 'event_space', 'meeting_room', 'other'])[1 + i % 5] end,
             'Calle Colima ' || i || ', Roma Norte', 'Ciudad de México', 2 + i % 30, 300 + i % 50 * 10
      from generate_series(1, ${VENUE_ROWS}) as i
    `.execute(t.db);
    await sql`analyze venues`.execute(t.db);
  });

  it('a text + category + guests search reads the trigram index, not the whole venues table', async () => {
    const recorder = new SqlRecorder(t.db.getExecutor());
    const caller = createCaller({
      db: t.db.withPlugin(recorder),
      config: t.config,
      storage: new LocalImageStorage(t.config.uploadsDir),
      paypal: null,
      user: null,
      sessionId: null,
      cookie: noCookie,
      now: () => new Date(),
    });
    const found = await caller.venues.list({ q: 'acustico', category: 'audio_studio', guests: 4 });

    // The search itself: accent-insensitive, filtered, and the same venues as a direct count.
    const expected = await sql<{ n: number }>`
      select count(*)::int as n from venues where name like 'Estudio Acústico %' and capacity >= 4
    `.execute(t.db);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBe(expected.rows[0]?.n);
    expect(found.every((v) => v.name.startsWith('Estudio Acústico') && v.capacity >= 4)).toBe(true);

    const search = recorder.queries.find((q) => /from "venues"/.test(q.sql) && /f_unaccent/.test(q.sql));
    if (!search) throw new Error(`search SQL not captured: ${recorder.queries.map((q) => q.sql).join('\n')}`);
    const explained = await t.db
      .withoutPlugins()
      .executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${search.sql}`, [...search.parameters]),
      );
    const raw = explained.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const nodes = planNodes(plan[0].Plan);
    const summary = nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`);

    expect(
      nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues'),
      summary.join('\n'),
    ).toEqual([]);
    expect(
      nodes.some((n) => n['Index Name'] === 'venues_search_text_trgm_idx'),
      summary.join('\n'),
    ).toBe(true);
  });
});
