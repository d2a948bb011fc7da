/**
 * Conversations between guests and venue owners (issue 15). A guest starts an inquiry from a
 * venue page (one thread per guest and venue) and every booking has its own thread. Only the
 * two participants read or write (policies.ts isConversationParticipant); an admin reads a
 * thread only through readConversationAsAdmin, which writes an audit-log entry.
 *
 * Live delivery: a message's transaction sends `NOTIFY rentas_messages` with the thread and its
 * two participants; every server process LISTENs (DbHandle.listen) and pushes the event to its
 * subscribers (the tRPC subscription messages.events), so a reader connected to another
 * process sees the message as soon as it commits.
 */
import type { Db } from '@rentas/db';
import {
  type AdminConversation,
  AppError,
  type ConversationDto,
  type ConversationSummary,
  canManageBooking,
  canStartInquiry,
  effectiveBookingStatus,
  isBookingGuest,
  isConversationParticipant,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../context';
import { audit } from './audit';
import { enqueueMail } from './mail-outbox';

/** The NOTIFY channel of new messages. */
export const MESSAGES_CHANNEL = 'rentas_messages';
/** Messages one user may send per MESSAGE_RATE_WINDOW_MS, across every server process. */
export const MESSAGE_RATE_LIMIT = 20;
export const MESSAGE_RATE_WINDOW_MS = 60_000;
/** At most one e-mail per thread and reader in this time, while they have not read it (ms). */
export const MESSAGE_MAIL_EVERY_MS = 15 * 60_000;
/** The newest messages a thread shows. */
export const THREAD_MESSAGES = 200;

/** What a NOTIFY carries: which thread changed and who takes part in it. */
export interface MessageEvent {
  conversationId: string;
  participantIds: [string, string];
}

/** Parses a NOTIFY payload; null when it is not one of ours. */
export function parseMessageEvent(payload: string): MessageEvent | null {
  try {
    const value = JSON.parse(payload) as MessageEvent;
    return typeof value.conversationId === 'string' && Array.isArray(value.participantIds) ? value : null;
  } catch {
    return null;
  }
}

const fullName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

/** The conversations with their venue, guest, owner and booking (for lists and access checks). */
function conversationQuery(db: Db) {
  return db
    .selectFrom('conversations')
    .innerJoin('venues', 'venues.id', 'conversations.venueId')
    .innerJoin('users as guest', 'guest.id', 'conversations.guestId')
    .innerJoin('users as owner', 'owner.id', 'venues.ownerId')
    .leftJoin('bookings', 'bookings.id', 'conversations.bookingId')
    .select([
      'conversations.id',
      'conversations.guestId',
      'conversations.bookingId',
      'conversations.lastMessageAt',
      'conversations.guestReadAt',
      'conversations.ownerReadAt',
      'conversations.guestNotifiedAt',
      'conversations.ownerNotifiedAt',
      'venues.id as venueId',
      'venues.name as venueName',
      'venues.images as venueImages',
      'venues.ownerId as venueOwnerId',
      'guest.firstName as guestFirstName',
      'guest.lastName as guestLastName',
      'guest.email as guestEmail',
      'guest.emailMessages as guestEmailMessages',
      'owner.firstName as ownerFirstName',
      'owner.lastName as ownerLastName',
      'owner.email as ownerEmail',
      'owner.emailMessages as ownerEmailMessages',
      'bookings.startAt as bookingStartAt',
      'bookings.endAt as bookingEndAt',
      'bookings.status as bookingStatus',
    ]);
}
type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>['executeTakeFirstOrThrow']>>;

/** The thread if the user takes part in it. Errors: CONVERSATION_NOT_FOUND 404 (also for others' threads). */
async function participantThread(db: Db, user: SessionUser, id: string): Promise<ConversationRow> {
  const row = await conversationQuery(db).where('conversations.id', '=', id).executeTakeFirst();
  if (!row || !isConversationParticipant(user, row)) throw new AppError('CONVERSATION_NOT_FOUND');
  return row;
}

function summaryOf(
  row: ConversationRow,
  readerId: string,
  last: { body: string; createdAt: Date; mine: boolean } | null,
  unread: number,
): ConversationSummary {
  const myRole = row.guestId === readerId ? 'guest' : 'owner';
  return {
    id: row.id,
    venue: { id: row.venueId, name: row.venueName, image: row.venueImages[0] ?? null },
    myRole,
    counterpartName:
      myRole === 'guest'
        ? fullName(row.ownerFirstName, row.ownerLastName, 'Anfitrión')
        : fullName(row.guestFirstName, row.guestLastName, 'Invitado'),
    booking:
      row.bookingId && row.bookingStartAt && row.bookingEndAt && row.bookingStatus
        ? {
            id: row.bookingId,
            startDate: new Date(row.bookingStartAt),
            endDate: new Date(row.bookingEndAt),
            status: effectiveBookingStatus(row.bookingStatus, new Date(row.bookingEndAt), new Date()),
          }
        : null,
    lastMessage: last ? { body: last.body, createdAt: last.createdAt, mine: last.mine } : null,
    unread,
    lastMessageAt: row.lastMessageAt,
  };
}

/**
 * The user's threads (as guest or as owner), newest activity first, at most 100, each with the
 * last message and how many messages the user has not read. Output: ConversationSummary[].
 */
export async function listConversations(db: Db, user: SessionUser): Promise<ConversationSummary[]> {
  const rows = await conversationQuery(db)
    .where((eb) => eb.or([eb('conversations.guestId', '=', user.id), eb('venues.ownerId', '=', user.id)]))
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('messages').select('messages.id').whereRef('messages.conversationId', '=', 'conversations.id')),
    )
    .orderBy('conversations.lastMessageAt', 'desc')
    .limit(100)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lasts = await db
    .selectFrom('messages')
    .distinctOn('conversationId')
    .select(['conversationId', 'body', 'createdAt', 'senderId'])
    .where('conversationId', 'in', ids)
    .orderBy('conversationId')
    .orderBy('createdAt', 'desc')
    .execute();
  const unread = await unreadByConversation(db, user.id, ids);
  const lastOf = new Map(
    lasts.map((m) => [m.conversationId, { body: m.body, createdAt: m.createdAt, mine: m.senderId === user.id }]),
  );
  return rows.map((row) => summaryOf(row, user.id, lastOf.get(row.id) ?? null, unread.get(row.id) ?? 0));
}

/** Messages from the other side newer than the reader's last read, per thread. */
async function unreadByConversation(db: Db, userId: string, ids?: string[]): Promise<Map<string, number>> {
  let query = db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .innerJoin('venues', 'venues.id', 'conversations.venueId')
    .select(['messages.conversationId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('messages.senderId', '<>', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('conversations.guestId', '=', userId),
          eb('messages.createdAt', '>', eb.ref('conversations.guestReadAt')),
        ]),
        eb.and([eb('venues.ownerId', '=', userId), eb('messages.createdAt', '>', eb.ref('conversations.ownerReadAt'))]),
      ]),
    )
    .groupBy('messages.conversationId');
  if (ids) query = query.where('messages.conversationId', 'in', ids);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]));
}

/** How many messages the user has not read, in all threads (the badge). */
export async function unreadMessageCount(db: Db, userId: string): Promise<number> {
  let total = 0;
  for (const n of (await unreadByConversation(db, userId)).values()) total += n;
  return total;
}

/** The newest THREAD_MESSAGES messages of a thread, oldest first, as `readerId` sees them. */
async function threadMessages(db: Db, row: ConversationRow, readerId: string) {
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'body', 'createdAt', 'senderId'])
    .where('conversationId', '=', row.id)
    .orderBy('createdAt', 'desc')
    .limit(THREAD_MESSAGES)
    .execute();
  const guestName = fullName(row.guestFirstName, row.guestLastName, 'Invitado');
  const ownerName = fullName(row.ownerFirstName, row.ownerLastName, 'Anfitrión');
  return messages.reverse().map((m) => ({
    id: m.id,
    body: m.body,
    createdAt: m.createdAt,
    mine: m.senderId === readerId,
    senderName: m.senderId === row.guestId ? guestName : ownerName,
  }));
}

/**
 * A thread with its messages, for one of its participants; marks it read for them.
 * Output: ConversationDto. Errors: CONVERSATION_NOT_FOUND 404 (unknown, or not theirs).
 */
export async function readConversation(db: Db, user: SessionUser, id: string, now: Date): Promise<ConversationDto> {
  const row = await participantThread(db, user, id);
  const messages = await threadMessages(db, row, user.id);
  await db
    .updateTable('conversations')
    .set(row.guestId === user.id ? { guestReadAt: now } : { ownerReadAt: now })
    .where('id', '=', id)
    .execute();
  return { ...summaryOf(row, user.id, messages.at(-1) ?? null, 0), messages };
}

/**
 * The moderation view (issue 15): an admin reads any thread, and the read is written to the
 * audit log. It marks nothing read. Output: ConversationDto from the guest's side.
 * Errors: CONVERSATION_NOT_FOUND 404.
 */
export async function readConversationAsAdmin(db: Db, admin: SessionUser, id: string): Promise<ConversationDto> {
  const row = await conversationQuery(db).where('conversations.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
  await audit(db, { actorId: admin.id, action: 'conversation.read', entity: 'conversation', entityId: id });
  const messages = (await threadMessages(db, row, '')).map((m) => ({ ...m, mine: false }));
  return { ...summaryOf(row, row.guestId, null, 0), messages };
}

/**
 * The moderation list (issue 15): the newest 100 threads with messages, by who and where and
 * how many messages, without their content (reading one is readConversationAsAdmin, audited).
 */
export async function listConversationsForAdmin(db: Db): Promise<AdminConversation[]> {
  const rows = await conversationQuery(db)
    .select((eb) =>
      eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('messages.conversationId', '=', 'conversations.id')
        .as('messageCount'),
    )
    .orderBy('conversations.lastMessageAt', 'desc')
    .limit(100)
    .execute();
  return rows
    .filter((row) => Number(row.messageCount) > 0)
    .map((row) => ({
      id: row.id,
      venueName: row.venueName,
      guestName: fullName(row.guestFirstName, row.guestLastName, row.guestEmail),
      ownerName: fullName(row.ownerFirstName, row.ownerLastName, row.ownerEmail),
      isBookingThread: row.bookingId !== null,
      messageCount: Number(row.messageCount),
      lastMessageAt: row.lastMessageAt,
    }));
}

/** Refuses a send past MESSAGE_RATE_LIMIT in MESSAGE_RATE_WINDOW_MS (counted in the database). */
async function enforceMessageRate(db: Db, userId: string, now: Date): Promise<void> {
  const recent = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('senderId', '=', userId)
    .where('createdAt', '>', new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= MESSAGE_RATE_LIMIT) throw new AppError('MESSAGE_RATE_LIMITED');
}

/**
 * Writes a message in a thread the user takes part in, in one transaction with: the thread's
 * activity time, the sender's read mark, the NOTIFY for live readers, and, when the other side
 * keeps message e-mails on and was not e-mailed about this thread in MESSAGE_MAIL_EVERY_MS, a
 * "new message" e-mail. Output: the thread as the sender now sees it.
 * Errors: CONVERSATION_NOT_FOUND 404, MESSAGE_RATE_LIMITED 429.
 */
export async function sendMessage(
  db: Db,
  user: SessionUser,
  input: { conversationId: string; body: string },
  opts: { now: Date; publicUrl: string },
): Promise<ConversationDto> {
  const row = await participantThread(db, user, input.conversationId);
  await db.transaction().execute(async (trx) => {
    await enforceMessageRate(trx, user.id, opts.now);
    await trx
      .insertInto('messages')
      .values({ conversationId: row.id, senderId: user.id, body: input.body, createdAt: opts.now })
      .execute();
    const senderIsGuest = row.guestId === user.id;
    await trx
      .updateTable('conversations')
      .set(
        senderIsGuest
          ? { lastMessageAt: opts.now, guestReadAt: opts.now }
          : { lastMessageAt: opts.now, ownerReadAt: opts.now },
      )
      .where('id', '=', row.id)
      .execute();
    const event: MessageEvent = { conversationId: row.id, participantIds: [row.guestId, row.venueOwnerId] };
    await sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(event)})`.execute(trx);

    const recipient = senderIsGuest
      ? {
          email: row.ownerEmail,
          firstName: row.ownerFirstName,
          wants: row.ownerEmailMessages,
          notifiedAt: row.ownerNotifiedAt,
          column: 'ownerNotifiedAt' as const,
        }
      : {
          email: row.guestEmail,
          firstName: row.guestFirstName,
          wants: row.guestEmailMessages,
          notifiedAt: row.guestNotifiedAt,
          column: 'guestNotifiedAt' as const,
        };
    const recently =
      recipient.notifiedAt && opts.now.getTime() - recipient.notifiedAt.getTime() < MESSAGE_MAIL_EVERY_MS;
    if (recipient.wants && !recently) {
      await enqueueMail(trx, {
        to: recipient.email,
        data: {
          kind: 'new-message',
          firstName: recipient.firstName,
          senderName: senderIsGuest
            ? fullName(row.guestFirstName, row.guestLastName, 'Un invitado')
            : fullName(row.ownerFirstName, row.ownerLastName, 'El anfitrión'),
          venueName: row.venueName,
          excerpt: input.body.length > 280 ? `${input.body.slice(0, 279)}…` : input.body,
          threadUrl: `${opts.publicUrl}/mensajes/${row.id}`,
        },
      });
      await trx
        .updateTable('conversations')
        .set({ [recipient.column]: opts.now })
        .where('id', '=', row.id)
        .execute();
    }
  });
  return readConversation(db, user, row.id, opts.now);
}

/**
 * "Enviar mensaje al anfitrión" (issue 15): starts the guest's inquiry about a venue, or continues
 * it, with a first message. Output: the thread. Errors: VENUE_NOT_FOUND 404 (unknown or
 * deactivated: no new inquiries), OWN_VENUE_MESSAGE 403, MESSAGE_RATE_LIMITED 429.
 */
export async function startInquiry(
  db: Db,
  user: SessionUser,
  input: { venueId: string; body: string },
  opts: { now: Date; publicUrl: string },
): Promise<ConversationDto> {
  const venue = await db
    .selectFrom('venues')
    .select(['id', 'ownerId', 'isActive'])
    .where('id', '=', input.venueId)
    .executeTakeFirst();
  if (!venue?.isActive) throw new AppError('VENUE_NOT_FOUND');
  if (!canStartInquiry(user, venue)) throw new AppError('OWN_VENUE_MESSAGE');
  await db
    .insertInto('conversations')
    .values({ venueId: venue.id, guestId: user.id })
    .onConflict((oc) => oc.columns(['venueId', 'guestId']).where('bookingId', 'is', null).doNothing())
    .execute();
  const thread = await db
    .selectFrom('conversations')
    .select('id')
    .where('venueId', '=', venue.id)
    .where('guestId', '=', user.id)
    .where('bookingId', 'is', null)
    .executeTakeFirstOrThrow();
  return sendMessage(db, user, { conversationId: thread.id, body: input.body }, opts);
}

/**
 * The thread of a booking, made on first use, for its guest or the venue's owner (admins use the
 * moderation view). Output: { id }. Errors: BOOKING_NOT_FOUND 404 for anyone else.
 */
export async function bookingThread(db: Db, user: SessionUser, bookingId: string): Promise<{ id: string }> {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select(['bookings.id', 'bookings.userId', 'bookings.venueId', 'venues.ownerId as venueOwnerId'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  const participant =
    booking && (isBookingGuest(user, booking) || (canManageBooking(user, booking) && booking.venueOwnerId === user.id));
  if (!booking || !participant) throw new AppError('BOOKING_NOT_FOUND');
  await db
    .insertInto('conversations')
    .values({ venueId: booking.venueId, guestId: booking.userId, bookingId: booking.id })
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .execute();
  return db.selectFrom('conversations').select('id').where('bookingId', '=', booking.id).executeTakeFirstOrThrow();
}
