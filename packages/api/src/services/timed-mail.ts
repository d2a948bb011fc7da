/**
 * Timed e-mails (issue 15): a sweep every server process runs each minute. Each e-mail has a
 * dedupe key per booking, so it is produced once however many processes sweep, and a sweep
 * missed while no server ran is caught up by the next one.
 *
 * - reminder: a confirmed booking starting within REMINDER_LEAD_MS (and more than
 *   REMINDER_MIN_LEAD_MS away), booked at least REMINDER_LEAD_MS before its start (otherwise
 *   the confirmation has just gone out), when the guest keeps reminders on;
 * - review request: a booking that took place and ended within REVIEW_REQUEST_WINDOW_MS, not
 *   yet reviewed, when the guest keeps review requests on.
 */
import type { Db } from '@rentas/db';
import { sql } from 'kysely';
import { isCompletedSql } from './booking-figures';
import { bookingMailContext, type MailLinks } from './booking-mail';
import { checkInUrl } from './check-in';
import { enqueueMail } from './mail-outbox';

/** A reminder goes 24 h before the start (ms). */
export const REMINDER_LEAD_MS = 24 * 3600_000;
/** …unless the booking starts within 2 h: too late to be of use (ms). */
export const REMINDER_MIN_LEAD_MS = 2 * 3600_000;
/** At most this many e-mails of each kind per sweep; the next sweep (a minute later) takes the rest. */
export const TIMED_MAIL_BATCH = 200;
/** Review requests go for bookings that ended in the last 7 days (ms). */
export const REVIEW_REQUEST_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Puts the due reminders and review requests in the outbox. Input: the database, the app
 * config (links) and now. Output: how many e-mails of each were new (0 when another process
 * made them first).
 */
export async function enqueueTimedMail(
  db: Db,
  config: MailLinks,
  now: Date,
): Promise<{ reminders: number; reviewRequests: number }> {
  const reminderIds = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select('bookings.id')
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.startAt', '>', new Date(now.getTime() + REMINDER_MIN_LEAD_MS))
    .where('bookings.startAt', '<=', new Date(now.getTime() + REMINDER_LEAD_MS))
    .where(sql<boolean>`bookings.created_at <= bookings.start_at - interval '24 hours'`)
    .where('users.emailReminders', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mailOutbox')
            .select('id')
            .where('dedupeKey', '=', sql<string>`'booking-reminder:' || bookings.id`),
        ),
      ),
    )
    .orderBy('bookings.startAt')
    .limit(TIMED_MAIL_BATCH)
    .execute();
  for (const { id } of reminderIds) {
    const { row, facts } = await bookingMailContext(db, id);
    await enqueueMail(db, {
      to: row.guestEmail,
      dedupeKey: `booking-reminder:${id}`,
      data: {
        kind: 'booking-reminder',
        firstName: row.guestFirstName,
        booking: facts,
        checkInUrl: checkInUrl(id, config.publicUrl, config.appSecret),
        bookingsUrl: `${config.publicUrl}/my-bookings`,
      },
    });
  }

  const reviewIds = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select('bookings.id')
    .where(isCompletedSql(now))
    .where('bookings.endAt', '>', new Date(now.getTime() - REVIEW_REQUEST_WINDOW_MS))
    .where('users.emailReviewRequests', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reviews').select('reviews.id').whereRef('reviews.bookingId', '=', 'bookings.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mailOutbox').select('id').where('dedupeKey', '=', sql<string>`'review-request:' || bookings.id`),
        ),
      ),
    )
    .orderBy('bookings.endAt', 'desc')
    .limit(TIMED_MAIL_BATCH)
    .execute();
  for (const { id } of reviewIds) {
    const { row, facts } = await bookingMailContext(db, id);
    await enqueueMail(db, {
      to: row.guestEmail,
      dedupeKey: `review-request:${id}`,
      data: {
        kind: 'review-request',
        firstName: row.guestFirstName,
        booking: facts,
        reviewUrl: `${config.publicUrl}/my-bookings`,
      },
    });
  }
  return { reminders: reminderIds.length, reviewRequests: reviewIds.length };
}
