/**
 * Issue 18: a venue subscribed to an external iCal calendar (Google, Outlook). Its busy times
 * become blocks of source 'external' ("Ocupado (calendario externo)"), replaced as a whole on
 * each refresh (on a schedule and on demand). A feed that cannot be read or is not iCalendar is
 * reported in Spanish and changes nothing: its blocks stay as they were.
 */
import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { TZDate } from '@date-fns/tz';
import type { Db } from '@rentas/db';
import { AppError, type CalendarFeedDto, ERRORS, VENUE_TIME_ZONE } from '@rentas/domain';
import ICAL from 'ical.js';
import type { AppConfig, SessionUser } from '../context';
import { withVenueLock } from './bookings';
import { getManagedVenue } from './owner-venues';
import { isSealed, seal, unseal } from './sealed-text';

/** The purpose feed URLs are sealed for (its own key). */
const FEED_URL = 'calendar-feed-url';

/** Why a feed could not be read (its lastError says so in Spanish). */
type FeedFailure = 'CALENDAR_FEED_UNREACHABLE' | 'CALENDAR_FEED_INVALID' | 'CALENDAR_FEED_UNREADABLE';

/** What an external busy time is called on the owner's calendar and in the venue's blocks. */
export const EXTERNAL_BLOCK_REASON = 'Ocupado (calendario externo)';
/** A feed is read again when its last attempt is older than this (ms). */
export const FEED_REFRESH_EVERY_MS = 30 * 60_000;
/** The largest feed read (bytes) and the longest wait for it (ms). */
const MAX_FEED_BYTES = 2_000_000;
const FETCH_TIMEOUT_MS = 10_000;
/** Busy times imported: from a day ago to a year ahead; at most this many ranges. */
const MAX_RANGES = 2_000;

/**
 * How feeds are fetched (the real network by default; tests and local setups may allow private
 * addresses) and how their URLs are kept (sealed with a key derived from the app secret).
 */
export interface FeedFetchOptions {
  /** the app secret: feed URLs are stored sealed with it (sealed-text.ts) */
  secret: string;
  /** allow hosts on loopback and private networks (tests, a calendar server on the same network) */
  allowPrivateHosts: boolean;
  /** the name resolver (Node's dns.lookup by default; tests give a resolver of their own) */
  lookup?: LookupFunction;
}

/** The app's feed options: its secret and whether private hosts are allowed (CALENDAR_FEEDS_ALLOW_PRIVATE). */
export function feedOptions(config: Pick<AppConfig, 'appSecret' | 'calendarFeedsAllowPrivate'>): FeedFetchOptions {
  return { secret: config.appSecret, allowPrivateHosts: config.calendarFeedsAllowPrivate };
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** True for a loopback, private, link-local or unspecified address (IPv4, IPv6 or IPv4-mapped IPv6). */
function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return PRIVATE.check(mapped, isIP(mapped) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * A resolver for the feed's socket that refuses private addresses. The socket connects to the
 * very address checked here, so a name that answers a public address to a first lookup and a
 * private one to the next (DNS rebinding) cannot slip between the check and the connection.
 */
function publicOnly(resolve: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      const addresses = (Array.isArray(found) ? found : []) as LookupAddress[];
      if (error || addresses.length === 0) {
        callback(error ?? new Error('no address'), '', 0);
        return;
      }
      if (addresses.some(({ address }) => isPrivateAddress(address))) {
        callback(new AppError('CALENDAR_FEED_UNREACHABLE'), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
    });
  };
}

/**
 * The feed's text: one GET, no redirects, at most MAX_FEED_BYTES within FETCH_TIMEOUT_MS.
 * Errors: CALENDAR_FEED_UNREACHABLE (network, status, size, a private host or address).
 */
function fetchFeed(url: string, opts: FeedFetchOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const fail = () => reject(new AppError('CALENDAR_FEED_UNREACHABLE'));
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      fail();
      return;
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // An address written in the URL is never looked up: it is checked here.
    if (
      (target.protocol !== 'http:' && target.protocol !== 'https:') ||
      (!opts.allowPrivateHosts && isIP(host) && isPrivateAddress(host))
    ) {
      fail();
      return;
    }
    const resolver = opts.lookup ?? (lookup as LookupFunction);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        lookup: opts.allowPrivateHosts ? resolver : publicOnly(resolver),
        headers: { accept: 'text/calendar, */*;q=0.5' },
      },
      (res) => {
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) {
          res.resume();
          req.destroy();
          fail();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_FEED_BYTES) {
            req.destroy();
            fail();
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', fail);
      },
    );
    const timer = setTimeout(() => req.destroy(), FETCH_TIMEOUT_MS);
    req.on('close', () => clearTimeout(timer));
    req.on('error', fail);
    req.end();
  });
}

/** An ICAL time as an instant: floating and all-day times are Mexico City wall time. */
function instantOf(time: ICAL.Time): Date {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone || !time.zone) {
    return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, VENUE_TIME_ZONE);
  }
  return time.toJSDate();
}

/** A busy range [start, end). */
export interface BusyTime {
  start: Date;
  end: Date;
}

/**
 * The busy times of an iCalendar text within [from, to): events not cancelled and not marked
 * free (TRANSP:TRANSPARENT), recurring ones expanded, overlapping ones merged. Output: sorted
 * ranges. Errors: CALENDAR_FEED_INVALID when the text is not a VCALENDAR.
 */
export function busyTimesOf(text: string, from: Date, to: Date): BusyTime[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new AppError('CALENDAR_FEED_INVALID');
  }
  if (calendar.name !== 'vcalendar') throw new AppError('CALENDAR_FEED_INVALID');
  const ranges: BusyTime[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (ranges.length >= MAX_RANGES) break;
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const duration =
      (event.endDate ? instantOf(event.endDate) : instantOf(event.startDate)).getTime() -
      instantOf(event.startDate).getTime();
    const add = (start: Date) => {
      const end = new Date(start.getTime() + Math.max(duration, 0));
      if (end > from && start < to && end > start) ranges.push({ start, end });
    };
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (let next = iterator.next(), n = 0; next && n < MAX_RANGES; next = iterator.next(), n++) {
        const start = instantOf(next);
        if (start >= to) break;
        add(start);
      }
    } else {
      add(instantOf(event.startDate));
    }
  }
  return mergeRanges(ranges.map((r) => ({ start: r.start < from ? from : r.start, end: r.end > to ? to : r.end })));
}

/** Sorted ranges with overlapping or touching ones joined. */
function mergeRanges(ranges: BusyTime[]): BusyTime[] {
  const sorted = [...ranges].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: BusyTime[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else out.push({ ...range });
  }
  return out;
}

/** `ranges` without the parts covered by `taken` (both sorted or not); pieces under 15 minutes dropped. */
function subtract(ranges: BusyTime[], taken: BusyTime[]): BusyTime[] {
  let pieces = ranges;
  for (const t of taken) {
    pieces = pieces.flatMap((r) => {
      if (t.end <= r.start || t.start >= r.end) return [r];
      const left = t.start > r.start ? [{ start: r.start, end: t.start }] : [];
      const right = t.end < r.end ? [{ start: t.end, end: r.end }] : [];
      return [...left, ...right];
    });
  }
  return pieces.filter((p) => p.end.getTime() - p.start.getTime() >= 15 * 60_000);
}

/**
 * Replaces the feed's blocks with `busy`, in one transaction under the venue's lock: the parts
 * already held by a booking or an owner's block stay theirs (a feed that lists our own bookings
 * does not collide with them). Output: how many blocks the feed now has.
 */
async function replaceFeedBlocks(db: Db, feed: { id: string; venueId: string }, busy: BusyTime[], now: Date) {
  return withVenueLock(db, feed.venueId, async (trx) => {
    await trx.deleteFrom('venueBlocks').where('feedId', '=', feed.id).execute();
    const [bookings, ownBlocks] = await Promise.all([
      trx
        .selectFrom('bookings')
        .select(['startAt as start', 'bufferEndAt as end'])
        .where('venueId', '=', feed.venueId)
        .where('status', '<>', 'cancelled')
        .where('endAt', '>', now)
        .execute(),
      trx
        .selectFrom('venueBlocks')
        .select(['startAt as start', 'endAt as end'])
        .where('venueId', '=', feed.venueId)
        .execute(),
    ]);
    const pieces = subtract(busy, [...bookings, ...ownBlocks]);
    if (pieces.length) {
      await trx
        .insertInto('venueBlocks')
        .values(
          pieces.map((p) => ({
            venueId: feed.venueId,
            startAt: p.start,
            endAt: p.end,
            reason: EXTERNAL_BLOCK_REASON,
            source: 'external' as const,
            feedId: feed.id,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('venueCalendarFeeds')
      .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null })
      .where('id', '=', feed.id)
      .execute();
    return pieces.length;
  });
}

/** Reads a feed and its busy times. Errors: CALENDAR_FEED_UNREACHABLE, CALENDAR_FEED_INVALID. */
async function readFeed(url: string, now: Date, opts: FeedFetchOptions): Promise<BusyTime[]> {
  const text = await fetchFeed(url, opts);
  return busyTimesOf(text, new Date(now.getTime() - 24 * 3600_000), new Date(now.getTime() + 366 * 24 * 3600_000));
}

async function feedDto(db: Db, venueId: string, secret: string): Promise<CalendarFeedDto | null> {
  const feed = await db.selectFrom('venueCalendarFeeds').selectAll().where('venueId', '=', venueId).executeTakeFirst();
  if (!feed) return null;
  const url = unseal(feed.url, secret, FEED_URL);
  const count = await db
    .selectFrom('venueBlocks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('feedId', '=', feed.id)
    .executeTakeFirstOrThrow();
  return {
    venueId,
    url: url ?? '',
    lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
    lastError: url === null ? ERRORS.CALENDAR_FEED_UNREADABLE.message : feed.lastError,
    blockCount: Number(count.n),
  };
}

/** The managed venue's feed, or null; `secret` opens its stored URL. Errors: 403, 404 (getManagedVenue). */
export async function getCalendarFeed(
  db: Db,
  user: SessionUser,
  venueId: string,
  secret: string,
): Promise<CalendarFeedDto | null> {
  await getManagedVenue(db, user, venueId);
  return feedDto(db, venueId, secret);
}

/**
 * Subscribes a managed venue to `url` (replacing its feed): the feed is read first, and only a
 * readable iCalendar is saved, with its busy times as blocks. Output: CalendarFeedDto.
 * Errors: CALENDAR_FEED_UNREACHABLE / CALENDAR_FEED_INVALID 422 (nothing changed); 403; 404.
 */
export async function setCalendarFeed(
  db: Db,
  user: SessionUser,
  input: { venueId: string; url: string },
  now: Date,
  opts: FeedFetchOptions,
): Promise<CalendarFeedDto> {
  await getManagedVenue(db, user, input.venueId);
  const busy = await readFeed(input.url, now, opts);
  const feed = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('venueCalendarFeeds').where('venueId', '=', input.venueId).execute();
    const row = await trx
      .insertInto('venueCalendarFeeds')
      .values({ venueId: input.venueId, url: seal(input.url, opts.secret, FEED_URL) })
      .returning(['id', 'venueId'])
      .executeTakeFirstOrThrow();
    await replaceFeedBlocks(trx, row, busy, now);
    return row;
  });
  return (await feedDto(db, feed.venueId, opts.secret)) as CalendarFeedDto;
}

/**
 * Reads a feed again now. On success its blocks are replaced; on failure the error is kept on
 * the feed (lastError) and its blocks stay. Output: the feed, and the failure's code if any.
 */
async function refreshFeed(
  db: Db,
  feed: { id: string; venueId: string; url: string },
  now: Date,
  opts: FeedFetchOptions,
): Promise<FeedFailure | null> {
  try {
    const url = unseal(feed.url, opts.secret, FEED_URL);
    if (url === null) throw new AppError('CALENDAR_FEED_UNREADABLE');
    // A URL stored before sealing is sealed now.
    if (!isSealed(feed.url)) {
      await db
        .updateTable('venueCalendarFeeds')
        .set({ url: seal(url, opts.secret, FEED_URL) })
        .where('id', '=', feed.id)
        .execute();
    }
    const busy = await readFeed(url, now, opts);
    await replaceFeedBlocks(db, feed, busy, now);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = error.code as FeedFailure;
    await db
      .updateTable('venueCalendarFeeds')
      .set({ lastAttemptAt: now, lastError: error.message })
      .where('id', '=', feed.id)
      .execute();
    return code;
  }
}

/**
 * "Actualizar ahora" for a managed venue's feed. Output: the feed after the refresh.
 * Errors: CALENDAR_FEED_NOT_FOUND 404; the feed's failure (422, its blocks unchanged); 403; 404.
 */
export async function refreshCalendarFeed(
  db: Db,
  user: SessionUser,
  venueId: string,
  now: Date,
  opts: FeedFetchOptions,
): Promise<CalendarFeedDto> {
  await getManagedVenue(db, user, venueId);
  const feed = await db.selectFrom('venueCalendarFeeds').selectAll().where('venueId', '=', venueId).executeTakeFirst();
  if (!feed) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const failure = await refreshFeed(db, feed, now, opts);
  if (failure) throw new AppError(failure);
  return (await feedDto(db, venueId, opts.secret)) as CalendarFeedDto;
}

/** Removes a managed venue's feed and its blocks. Errors: CALENDAR_FEED_NOT_FOUND 404; 403; 404. */
export async function deleteCalendarFeed(db: Db, user: SessionUser, venueId: string): Promise<void> {
  await getManagedVenue(db, user, venueId);
  const removed = await db.deleteFrom('venueCalendarFeeds').where('venueId', '=', venueId).executeTakeFirst();
  if (!removed.numDeletedRows) throw new AppError('CALENDAR_FEED_NOT_FOUND');
}

/**
 * The scheduled refresh: feeds not tried for FEED_REFRESH_EVERY_MS, at most `limit` per run. Each
 * is claimed by setting its attempt time first (skip locked), so several server processes never
 * read the same feed at once. Output: how many were read and how many failed.
 */
export async function refreshDueFeeds(
  db: Db,
  now: Date,
  opts: FeedFetchOptions,
  limit = 20,
): Promise<{ refreshed: number; failed: number }> {
  const due = new Date(now.getTime() - FEED_REFRESH_EVERY_MS);
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('venueCalendarFeeds')
      .select(['id', 'venueId', 'url'])
      .where((eb) => eb.or([eb('lastAttemptAt', 'is', null), eb('lastAttemptAt', '<', due)]))
      .orderBy('lastAttemptAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length) {
      await trx
        .updateTable('venueCalendarFeeds')
        .set({ lastAttemptAt: now })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    }
    return rows;
  });
  let failed = 0;
  for (const feed of claimed) if (await refreshFeed(db, feed, now, opts)) failed++;
  return { refreshed: claimed.length, failed };
}
