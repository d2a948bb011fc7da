/**
 * The venue search stays an index lookup at marketplace scale: the exact SQL the
 * search procedure sends for a text search is planned with venues_search_text_trgm_idx
 * (pg_trgm on the stored search_text column) and without a sequential scan of venues; with
 * another filter, it never walks the whole rating-ordered index testing the text; searches with a date and a day's availability probe
 * each venue's bookings with both bounds of start_at; the venue page and the owner dashboard read
 * venues and bookings through their indexes only (issue 17). Runs on PGlite and on PostgreSQL.
 */
import { createCaller, type SessionUser } from '@rentas/api';
import { createUser } from '@rentas/db/testing';
import { bookingDates, slotToRange } from '@rentas/domain';
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
import { callerAs, testContext, useTestApp } from './helpers';

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

/** A plan: its nodes, and a one-line-per-node summary for messages. */
interface Plan {
  nodes: PlanNode[];
  summary: string;
  /** for a query run again and again: whether PostgreSQL kept one plan for any parameters */
  generic?: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** The plan of a recorded query, as its nodes and a one-line-per-node summary for messages. */
async function planOf(query: CompiledQuery): Promise<Plan> {
  const explained = await t.db
    .withoutPlugins()
    .executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
  return summarize(explained.rows[0]?.['QUERY PLAN'], 'planned for its parameters');
}

/** A JSON plan as its nodes and a one-line-per-node summary (headed by which plan it is). */
function summarize(raw: unknown, which: string): Plan {
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes = planNodes(plan[0].Plan);
  const summary = [
    `(${which})`,
    ...nodes.map(
      (n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`,
    ),
  ].join('\n');
  return { nodes, summary };
}

/** A query parameter as an SQL literal of unknown type (PostgreSQL casts it to the parameter's type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) {
    const element = (e: unknown) =>
      e === null ? 'NULL' : `"${String(e).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    return quote(`{${value.map(element).join(',')}}`);
  }
  if (typeof value === 'object') return quote(JSON.stringify(value));
  return quote(String(value));
}

let probes = 0;

/**
 * The plan PostgreSQL keeps for a query the server sends again and again (decision 025: the
 * server names its statements, and after five runs PostgreSQL may plan them once for any
 * parameters): the query prepared on one connection, run six times, then explained.
 */
async function repeatedPlanOf(query: CompiledQuery): Promise<Plan> {
  const name = `plan_probe_${++probes}`;
  const args = `(${query.parameters.map(literal).join(', ')})`;
  return t.db.connection().execute(async (conn) => {
    const raw = (text: string) => conn.withoutPlugins().executeQuery<Record<string, unknown>>(CompiledQuery.raw(text));
    await raw(`prepare ${name} as ${query.sql}`);
    try {
      for (let run = 0; run < 6; run++) await raw(`execute ${name}${query.parameters.length ? args : ''}`);
      const explained = await raw(`explain (format json) execute ${name}${query.parameters.length ? args : ''}`);
      const counts = await raw(`select generic_plans from pg_prepared_statements where name = '${name}'`);
      return {
        ...summarize(explained.rows[0]?.['QUERY PLAN'], 'run again'),
        generic: Number(counts.rows[0]?.generic_plans) > 0,
      };
    } finally {
      await raw(`deallocate ${name}`);
    }
  });
}

/** Both plans of a query: as planned for its parameters, and as kept when it runs again and again. */
async function plansOf(query: CompiledQuery): Promise<[Plan, Plan]> {
  return [await planOf(query), await repeatedPlanOf(query)];
}

/** A caller (anonymous, or signed in as `user`; its clock `now`, else the real one) whose every query is recorded. */
function recordingCaller(user: SessionUser | null = null, now: Date | null = null) {
  const recorder = new SqlRecorder(t.db.getExecutor());
  const caller = createCaller(testContext(t, { db: t.db.withPlugin(recorder), user, now }));
  return { caller, recorder };
}

/**
 * Scans of the rating-ordered index that test the text on each venue they read: walks that stop
 * only after `limit` matches, so read every venue when there are fewer (the bounded walk reads
 * 500 venues and tests the text above it).
 */
function unboundedRatingWalks(nodes: PlanNode[]): PlanNode[] {
  return nodes.filter(
    (n) =>
      (n['Index Name'] === 'venues_popular_idx' || n['Index Name'] === 'venues_category_popular_idx') &&
      /search_text/.test(n.Filter ?? ''),
  );
}

/** The id of one event space of the test's venues. */
async function firstEventSpace(): Promise<string> {
  const row = await sql<{ id: string }>`select id from venues where category = 'event_space' limit 1`.execute(t.db);
  return row.rows[0]?.id ?? '';
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
    // Every audio studio, and nothing else, offers microphones: a word that goes with a category.
    await sql`
      insert into venues (owner_id, name, description, category, address, city, capacity, price_per_hour)
      select ${owner.id}::uuid,
             case when i % 100 = 0 then 'Estudio Acústico ' || i else 'Sala ' || i end,
             'Espacio ' || i || ' con mesas, sillas y buena iluminación en la Roma.'
               || case when i % 2 = 0 then ' Micrófonos de condensador.' else '' end,
             case when i % 2 = 0 then 'audio_studio'
                  else (array['photo_studio', 'restaurant', 'event_space', 'meeting_room', 'other'])[1 + i % 5] end,
             'Calle Colima ' || i || ', Roma Norte', 'Ciudad de México', 2 + i % 30, 300 + i % 50 * 10
      from generate_series(1, ${VENUE_ROWS}) as i
    `.execute(t.db);
    await sql`analyze venues`.execute(t.db);
  });

  it('a text + category + guests search never reads the whole venues table', async () => {
    const { caller, recorder } = recordingCaller();
    const found = await caller.venues.list({ q: 'acustico', category: 'audio_studio', guests: 4 });

    // The search itself: accent-insensitive, filtered, and the same venues as a direct count.
    const expected = await sql<{ n: number }>`
      select count(*)::int as n from venues where name like 'Estudio Acústico %' and capacity >= 4
    `.execute(t.db);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBe(expected.rows[0]?.n);
    expect(found.every((v) => v.name.startsWith('Estudio Acústico') && v.capacity >= 4)).toBe(true);

    // A text search with another filter reads the 500 best-rated venues (a walk of the rating
    // index under a Limit), and, when those hold too few matches, gathers them by index.
    const searches = recorder.queries.filter((q) => /from "venues"/.test(q.sql) && /f_unaccent/.test(q.sql));
    expect(searches.length).toBeGreaterThan(0);
    for (const { nodes, summary } of (await Promise.all(searches.map(plansOf))).flat()) {
      expect(
        nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues'),
        summary,
      ).toEqual([]);
      expect(unboundedRatingWalks(nodes), summary).toEqual([]);
    }
  });

  it('a filtered search is planned once per connection, not at every search (decision 026)', async () => {
    // Planning the walk-and-gather statement took about 0.4 ms of a 1 ms search. Its category,
    // page and walk length are in its text and its patterns are folded once per run, so after
    // five runs PostgreSQL keeps one plan for any words and sizes, still through the indexes.
    for (const input of [
      { q: 'acustico', category: 'audio_studio' as const, guests: 4 },
      { q: 'sala', city: 'méxico', guests: 2 },
    ]) {
      const { caller, recorder } = recordingCaller();
      await caller.venues.list(input);
      const search = recorder.queries.find((q) => /with walk as materialized/.test(q.sql));
      if (!search) throw new Error('search SQL not captured');
      const repeated = await repeatedPlanOf(search);
      expect(repeated.generic, repeated.summary).toBe(true);
      expect(
        repeated.nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues'),
        repeated.summary,
      ).toEqual([]);
    }
  });

  it('a text search without a category reads the trigram index of the text', async () => {
    const { caller, recorder } = recordingCaller();
    const found = await caller.venues.list({ q: 'acústico 25' });
    expect(found.map((v) => v.name)).toEqual(['Estudio Acústico 2500']);
    const search = recorder.queries.find((q) => /from "venues"/.test(q.sql) && /f_unaccent/.test(q.sql));
    if (!search) throw new Error('search SQL not captured');
    const { nodes, summary } = await planOf(search);
    expect(
      nodes.some((n) => n['Index Name'] === 'venues_search_text_trgm_idx'),
      summary,
    ).toBe(true);
  });

  it('the count of a word typed alone reads the index of the venues’ words, not every venue (decision 027)', async () => {
    const { caller, recorder } = recordingCaller();
    const page = await caller.venues.search({ q: 'acústico', limit: 24 });
    expect(page.total).toBe(VENUE_ROWS / 100);
    const count = recorder.queries.find((q) => /count\(\*\)/.test(q.sql) && /venue_search_words/.test(q.sql));
    if (!count) throw new Error('count SQL not captured');
    const { nodes, summary } = await planOf(count);
    expect(
      nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues'),
      summary,
    ).toEqual([]);
    expect(
      nodes.some((n) => n['Index Name'] === 'venues_search_words_idx'),
      summary,
    ).toBe(true);
  });

  it('a word that goes with another category is not looked for by walking every venue in rating order (issue 17)', async () => {
    // "micrófonos" is in half the venues and "restaurant" is a tenth of them: taken as
    // independent, the planner expected ~150 restaurants with microphones and walked the
    // rating-ordered index for 24 of them, reading all 3,000 venues to find none.
    const { caller, recorder } = recordingCaller();
    expect(await caller.venues.list({ q: 'microfonos', category: 'restaurant' })).toEqual([]);
    const studios = await caller.venues.search({ q: 'MICRÓFONOS', category: 'audio_studio', limit: 24 });
    expect(studios.total).toBe(VENUE_ROWS / 2);
    expect(studios.venues.every((v) => v.category === 'audio_studio')).toBe(true);

    // One statement walks the 500 best-rated restaurants (none with microphones),
    // then gathers the matches through an index: never a walk of the whole rating index.
    const searches = recorder.queries.filter((q) => /from "venues"/.test(q.sql) && /f_unaccent/.test(q.sql));
    const plans = (await Promise.all(searches.map(plansOf))).flat();
    for (const { nodes, summary } of plans) expect(unboundedRatingWalks(nodes), summary).toEqual([]);
    const statement = searches.find((q) => /^\s*with walk/.test(q.sql));
    if (!statement) throw new Error('search statement not captured');
    const restaurants = await planOf(statement);
    expect(
      restaurants.nodes.some((n) => n['Node Type'] === 'Bitmap Index Scan'),
      restaurants.summary,
    ).toBe(true);
    // The matches are looked up in the restaurants' own index (decision 020), of their words
    // (decision 027): not in the index of every venue, where "micrófonos" matches 1,500 venues to
    // be crossed with the category, nor in a trigram index, whose candidates are each read to test
    // the word.
    const indexes = restaurants.nodes.map((n) => n['Index Name']).filter(Boolean);
    expect(indexes, restaurants.summary).toContain('venues_search_words_restaurant_idx');
    expect(indexes, restaurants.summary).not.toContain('venues_search_words_idx');
    expect(
      indexes.filter((name) => /trgm/.test(name ?? '')),
      restaurants.summary,
    ).toEqual([]);
  });

  it('a nearest-first search reads its category’s location index in distance order, not every venue (issue 18)', async () => {
    // The 3,000 venues on a 60 × 50 grid of about 450 m steps over the city.
    await sql`
      update venues set lat = 19.30 + (n % 60) * 0.004, lng = -99.25 + (n / 60) * 0.004
      from (select id, row_number() over (order by id) - 1 as n from venues) grid
      where venues.id = grid.id
    `.execute(t.db);
    await sql`analyze venues`.execute(t.db);
    const { caller, recorder } = recordingCaller();
    const page = await caller.venues.search({ near: '19.4326,-99.1332', category: 'restaurant', limit: 24 });
    expect(page.venues).toHaveLength(24);
    const distances = page.venues.map((v) => v.distanceMeters ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const search = recorder.queries.find((q) => /earth_distance/.test(q.sql));
    if (!search) throw new Error('near search SQL not captured');
    const [planned, repeated] = await plansOf(search);
    for (const { nodes, summary } of [planned, repeated]) {
      expect(
        nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues'),
        summary,
      ).toEqual([]);
      expect(
        nodes.some((n) => /^venues_location_/.test(n['Index Name'] ?? '')),
        summary,
      ).toBe(true);
    }
    // Planned for its category, it reads only that category's points (not every venue's, dropping
    // the other categories as it goes); run again, PostgreSQL keeps that plan for any point
    // (decision 026: the category and the page are in the statement's text).
    for (const plan of [planned, repeated]) {
      expect(
        plan.nodes.some((n) => n['Index Name'] === 'venues_location_restaurant_idx'),
        plan.summary,
      ).toBe(true);
    }
    expect(repeated.generic, repeated.summary).toBe(true);
  });

  it('a search for a slot soon, among venues that all ask more notice, reads only those it allows (issue 17)', async () => {
    // Every event space asks a day's notice; the slot starts in about three hours.
    const day = bookingDates()[3] as string;
    const now = new Date(slotToRange(day, '12:00', 2).start.getTime() - 3 * 3_600_000 + 10 * 60_000);
    await sql`update venues set min_notice_hours = 24 where category = 'event_space'`.execute(t.db);
    await sql`analyze venues`.execute(t.db);
    try {
      const { caller, recorder } = recordingCaller(null, now);
      const found = await caller.venues.list({ category: 'event_space', date: day, startTime: '12:00', duration: 2 });
      expect(found).toEqual([]);
      const search = recorder.queries.find((q) => /with walk as materialized/.test(q.sql));
      if (!search) throw new Error('date search SQL not captured');
      // The matches are gathered through the category's notice index, not by reading every
      // event space (the walk of the 500 best-rated is bounded).
      for (const { nodes, summary } of await plansOf(search)) {
        expect(
          nodes.some(
            (n) => n['Index Name'] === 'venues_category_notice_idx' && /min_notice_hours/.test(n['Index Cond'] ?? ''),
          ),
          summary,
        ).toBe(true);
        expect(
          nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues'),
          summary,
        ).toEqual([]);
      }
      // A venue whose notice the slot allows is still found.
      await sql`update venues set min_notice_hours = 2 where id = ${await firstEventSpace()}`.execute(t.db);
      const allowed = await caller.venues.list({ category: 'event_space', date: day, startTime: '12:00', duration: 2 });
      expect(allowed.map((v) => v.minNoticeHours)).toEqual([2]);
    } finally {
      await sql`update venues set min_notice_hours = 0 where category = 'event_space'`.execute(t.db);
      await sql`analyze venues`.execute(t.db);
    }
  });

  it('a search for a slot that has started answers nothing without asking the database', async () => {
    const day = bookingDates()[3] as string;
    // The clock of the call: half an hour after that day's 09:00.
    const now = new Date(slotToRange(day, '09:00', 2).start.getTime() + 30 * 60_000);
    const { caller, recorder } = recordingCaller(null, now);
    const page = await caller.venues.search({ date: day, startTime: '09:00', duration: 2, limit: 24 });
    expect(page).toEqual({ venues: [], total: 0, nextCursor: null });
    expect(recorder.queries.filter((q) => /from "venues"/.test(q.sql))).toEqual([]);
    // The next start time is asked of the database, and finds venues.
    const later = await caller.venues.search({ date: day, startTime: '12:00', duration: 2, limit: 24 });
    expect(later.total).toBeGreaterThan(0);
    expect(recorder.queries.filter((q) => /from "venues"/.test(q.sql)).length).toBeGreaterThan(0);
  });

  it('the planner knows which sizes go with which category (issue 17)', async () => {
    // 600 event spaces for 200–500 people; meeting rooms are small. Taken as independent, the
    // planner expected ~50 meeting rooms for 150 here (4,000 of 100,000 venues on
    // seed:large, where it then walked every venue in rating order looking for 24).
    const owner = await createUser(t.db, { role: 'owner' });
    await sql`
      insert into venues (owner_id, name, description, category, address, city, capacity, price_per_hour, rating)
      select ${owner.id}::uuid, 'Foro ' || i, 'Foro para eventos grandes.', 'event_space',
             'Calle Durango ' || i, 'Ciudad de México', 200 + i % 300, 2000, 5
      from generate_series(1, 600) as i
    `.execute(t.db);
    await sql`analyze venues`.execute(t.db);
    try {
      const { caller } = recordingCaller();
      expect(await caller.venues.list({ category: 'meeting_room', guests: 150 })).toEqual([]);
      // The filters of that search, as the planner estimates them.
      const { nodes, summary } = await planOf(
        CompiledQuery.raw(
          `select id from venues where category = 'meeting_room' and capacity >= 150 and is_active and deleted_at is null`,
        ),
      );
      const venueScans = nodes.filter((n) => n['Relation Name'] === 'venues');
      expect(venueScans.length, summary).toBeGreaterThan(0);
      for (const scan of venueScans) expect(scan['Plan Rows'], summary).toBeLessThanOrEqual(5);
    } finally {
      await t.db.deleteFrom('venues').where('ownerId', '=', owner.id).execute();
      await sql`analyze venues`.execute(t.db);
    }
  });

  it('searches with a date and a day’s availability probe each venue’s bookings near the slot only (issue 17)', async () => {
    // Ten past bookings a venue (a history the probe must not read), one on the searched day.
    const dates = bookingDates();
    const day = dates[5] as string;
    const slot = slotToRange(day, '12:00', 4);
    await sql`
      insert into bookings (venue_id, user_id, start_at, end_at, guest_count, subtotal, commission, total_amount, status)
      select v.id, v.owner_id, ${slot.start}::timestamptz - make_interval(days => 3 * k),
             ${slot.start}::timestamptz - make_interval(days => 3 * k) + interval '2 hours', 2, 600, 60, 660,
             case when k = 0 and v.rn % 7 = 0 then 'confirmed' when k = 0 then 'cancelled' else 'completed' end
      from (select id, owner_id, row_number() over (order by id) as rn from venues) v, generate_series(0, 9) as k
    `.execute(t.db);
    await sql`analyze bookings`.execute(t.db);

    const { caller, recorder } = recordingCaller();
    const found = await caller.venues.list({ category: 'audio_studio', date: day, startTime: '12:00', duration: 4 });
    expect(found.length).toBeGreaterThan(0);
    const search = recorder.queries.find((q) => /from "venues"/.test(q.sql) && /from "bookings"/.test(q.sql));
    if (!search) throw new Error('date search SQL not captured');
    for (const { nodes, summary } of await plansOf(search)) {
      expect(
        nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'bookings'),
        summary,
      ).toEqual([]);
      // The probe is bounded on both sides of start_at (not the venue's whole history).
      expect(
        nodes.some((n) => /start_at > /.test(n['Index Cond'] ?? '') && /start_at < /.test(n['Index Cond'] ?? '')),
        summary,
      ).toBe(true);
    }

    const venueId = found[0]?.id as string;
    const day2 = recordingCaller();
    await day2.caller.venues.availability({ venueId, date: day, duration: 4 });
    const busy = day2.recorder.queries.find((q) => /from bookings b/.test(q.sql));
    if (!busy) throw new Error('availability SQL not captured');
    for (const probe of await plansOf(busy)) {
      expect(
        probe.nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'bookings'),
        probe.summary,
      ).toEqual([]);
      expect(
        probe.nodes.some((n) => /start_at > /.test(n['Index Cond'] ?? '') && /start_at < /.test(n['Index Cond'] ?? '')),
        probe.summary,
      ).toBe(true);
    }
  });
});

describe('venue page and owner dashboard plans (issue 17)', () => {
  it('read venues, add-ons and bookings through their indexes, never a whole table', async () => {
    const { user } = await callerAs(t, 'owner');
    if (!user) throw new Error('no owner');
    // 200 other owners with 5 venues each; every venue (the owner's 5 too) has 20 bookings.
    await sql`
      with others as (
        insert into users (email, first_name, last_name, password_hash, role, context_role, role_selected)
        select 'plan-owner-' || i || '@prueba.mx', 'Dueña', 'Plan ' || i, 'x', 'owner', 'owner', true
        from generate_series(1, 200) as i
        returning id
      ), owners as (
        select id from others union all select ${user.id}::uuid
      ), placed as (
        insert into venues (owner_id, name, description, category, address, city, capacity, price_per_hour)
        select o.id, 'Salón ' || k, 'Un salón para reuniones.', 'meeting_room', 'Calle Durango ' || k, 'Ciudad de México', 10, 400
        from owners o, generate_series(1, 5) as k
        returning id, owner_id
      )
      insert into bookings (venue_id, user_id, start_at, end_at, guest_count, subtotal, commission, total_amount, status, created_at)
      select p.id, p.owner_id, now() + make_interval(days => k - 10), now() + make_interval(days => k - 10, hours => 2),
             2, 800, 80, 880, case when k % 4 = 0 then 'cancelled' else 'confirmed' end,
             now() - make_interval(hours => k)
      from placed p, generate_series(1, 20) as k
    `.execute(t.db);
    // And one owner with 600 venues: an owner has 8 on average, more than this one, so a plan
    // made for this owner looks cheaper than one for any owner (decision 026).
    await sql`
      with big as (
        insert into users (email, first_name, last_name, password_hash, role, context_role, role_selected)
        values ('plan-owner-big@prueba.mx', 'Dueña', 'Grande', 'x', 'owner', 'owner', true)
        returning id
      )
      insert into venues (owner_id, name, description, category, address, city, capacity, price_per_hour)
      select big.id, 'Sala ' || k, 'Una sala.', 'meeting_room', 'Calle Puebla ' || k, 'Ciudad de México', 10, 400
      from big, generate_series(1, 600) as k
    `.execute(t.db);
    await sql`analyze users`.execute(t.db);
    await sql`analyze venues`.execute(t.db);
    await sql`analyze bookings`.execute(t.db);

    const dashboard = recordingCaller(user);
    const stats = await dashboard.caller.owner.stats();
    expect(stats.venueCount).toBe(5);
    expect(stats.bookingCount).toBe(5 * 15);
    expect(stats.recentBookings).toHaveLength(5);
    const venueId = stats.recentBookings[0]?.venueId as string;

    const detail = recordingCaller();
    const venue = await detail.caller.venues.byId({ id: venueId });
    expect(venue.id).toBe(venueId);

    const queries = [...dashboard.recorder.queries, ...detail.recorder.queries];
    expect(queries.length).toBeGreaterThanOrEqual(3);
    for (const [query, { nodes, summary }] of (
      await Promise.all(queries.map(async (query) => (await plansOf(query)).map((plan) => [query, plan] as const)))
    ).flat()) {
      const why = `${query.sql}\n${summary}`;
      expect(
        nodes.filter(
          (n) => n['Node Type'] === 'Seq Scan' && ['bookings', 'venues', 'users'].includes(n['Relation Name'] ?? ''),
        ),
        why,
      ).toEqual([]);
      // Nor a walk along a whole index of bookings (e.g. every owner's, newest first, until 5 are this owner's).
      expect(
        nodes.filter((n) => n['Relation Name'] === 'bookings' && /Index/.test(n['Node Type']) && !n['Index Cond']),
        why,
      ).toEqual([]);
    }
    // Decision 026: the dashboard's statements are planned once for every owner (the owner is
    // folded once per run), not at each visit.
    for (const query of dashboard.recorder.queries.filter((q) => /owner_id/.test(q.sql))) {
      const repeated = await repeatedPlanOf(query);
      expect(repeated.generic, `${query.sql}\n${repeated.summary}`).toBe(true);
    }
  });
});
