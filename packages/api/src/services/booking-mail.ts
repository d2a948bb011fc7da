/**
 * The e-mails of a booking's steps (issue 15), put in the outbox inside the transaction of the
 * step, each with a dedupe key so a step gives one e-mail per person:
 *
 * - confirmed (pay at the venue at once, or PayPal captured): the guest gets the confirmation
 *   with the QR inline and an .ics; the owner gets "Nueva reserva";
 * - cancelled: the guest and the owner, with the refund when a PayPal payment was refunded.
 *
 * Reminders and review requests are timed: see services/timed-mail.ts.
 */
import type { Db } from '@rentas/db';
import { toCentavos } from '@rentas/domain';
import type { BookingFacts } from '@rentas/mail';
import type { AppConfig } from '../context';
import { checkInUrl, confirmationCode } from './check-in';
import { enqueueMail } from './mail-outbox';

/** What e-mail links are built from: the public URL, and the secret that signs check-in links. */
export type MailLinks = Pick<AppConfig, 'publicUrl' | 'appSecret'>;

/** Who cancelled a booking, as its e-mails say it. */
export type CancelledBy = 'guest' | 'owner' | 'admin' | 'declined' | 'expired';

/** Everything a booking's e-mails show, read in the caller's transaction. */
export async function bookingMailContext(db: Db, bookingId: string) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .innerJoin('users as guest', 'guest.id', 'bookings.userId')
    .innerJoin('users as owner', 'owner.id', 'venues.ownerId')
    .select([
      'bookings.id',
      'bookings.startAt',
      'bookings.endAt',
      'bookings.guestCount',
      'bookings.subtotal',
      'bookings.addOnsTotal',
      'bookings.cleaningFee',
      'bookings.cancellationPolicy',
      'bookings.requestExpiresAt',
      'bookings.totalAmount',
      'bookings.paymentMethod',
      'bookings.specialRequests',
      'venues.id as venueId',
      'venues.name as venueName',
      'venues.address',
      'guest.id as guestId',
      'guest.email as guestEmail',
      'guest.firstName as guestFirstName',
      'guest.lastName as guestLastName',
      'owner.email as ownerEmail',
      'owner.firstName as ownerFirstName',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const facts: BookingFacts = {
    bookingId: row.id,
    code: confirmationCode(row.id),
    venueName: row.venueName,
    address: row.address,
    startAt: new Date(row.startAt).toISOString(),
    endAt: new Date(row.endAt).toISOString(),
    guestCount: row.guestCount,
    totalCentavos: toCentavos(row.totalAmount),
    paymentMethod: row.paymentMethod === 'paypal' ? 'paypal' : 'venue',
    cancellationPolicy: row.cancellationPolicy,
  };
  const ownerShareCentavos = toCentavos(row.subtotal) + toCentavos(row.addOnsTotal) + toCentavos(row.cleaningFee);
  const guestName = [row.guestFirstName, row.guestLastName].filter(Boolean).join(' ') || row.guestEmail;
  return { row, facts, ownerShareCentavos, guestName };
}

/**
 * A booking became confirmed: the guest's confirmation (QR inline, .ics attached) and the
 * owner's "Nueva reserva". Input: the transaction, the app config (public URL, secret for the
 * signed check-in link) and the booking id.
 */
export async function enqueueBookingConfirmed(
  db: Db,
  config: MailLinks,
  bookingId: string,
  opts: { rescheduled?: boolean } = {},
): Promise<void> {
  const { row, facts, ownerShareCentavos, guestName } = await bookingMailContext(db, bookingId);
  // issue 16: each move gives one more confirmation with the new time (its own dedupe key).
  const key = opts.rescheduled ? `${bookingId}:${facts.startAt}` : bookingId;
  await enqueueMail(db, {
    to: row.guestEmail,
    dedupeKey: `booking-confirmed:${key}`,
    data: {
      kind: 'booking-confirmed',
      firstName: row.guestFirstName,
      booking: facts,
      checkInUrl: checkInUrl(bookingId, config.publicUrl, config.appSecret),
      bookingsUrl: `${config.publicUrl}/my-bookings`,
      ...(opts.rescheduled ? { rescheduled: true } : {}),
    },
  });
  await enqueueMail(db, {
    to: row.ownerEmail,
    dedupeKey: `booking-received:${key}`,
    data: {
      kind: 'booking-received',
      firstName: row.ownerFirstName,
      booking: facts,
      guestName,
      specialRequests: row.specialRequests,
      subtotalCentavos: ownerShareCentavos,
      ownerBookingsUrl: `${config.publicUrl}/owner-bookings`,
      ...(opts.rescheduled ? { rescheduled: true } : {}),
    },
  });
}

/**
 * A request to a `request` venue is open (issue 16): the guest hears it was sent and until when
 * the owner may answer; the owner is asked to answer. Call once the request holds its slot
 * (bookings.request_expires_at set: at once when paid at the venue, after the PayPal
 * authorisation otherwise); without a deadline nothing is sent.
 */
export async function enqueueBookingRequested(db: Db, config: MailLinks, bookingId: string): Promise<void> {
  const { row, facts, ownerShareCentavos, guestName } = await bookingMailContext(db, bookingId);
  if (!row.requestExpiresAt) return;
  const common = {
    kind: 'booking-requested' as const,
    booking: facts,
    guestName,
    ownerShareCentavos,
    expiresAt: new Date(row.requestExpiresAt).toISOString(),
  };
  await enqueueMail(db, {
    to: row.guestEmail,
    dedupeKey: `booking-requested:${bookingId}:guest`,
    data: { ...common, recipient: 'guest', firstName: row.guestFirstName, linkUrl: `${config.publicUrl}/my-bookings` },
  });
  await enqueueMail(db, {
    to: row.ownerEmail,
    dedupeKey: `booking-requested:${bookingId}:owner`,
    data: {
      ...common,
      recipient: 'owner',
      firstName: row.ownerFirstName,
      linkUrl: `${config.publicUrl}/owner-bookings`,
    },
  });
}

/**
 * A move of a booking on a `request` venue (issue 16): 'reschedule-requested' asks the owner;
 * 'reschedule-declined' tells the guest the booking stays. One e-mail per move (its start).
 */
async function enqueueRescheduleMail(
  db: Db,
  config: MailLinks,
  bookingId: string,
  move: { startAt: Date; endAt: Date },
  kind: 'reschedule-requested' | 'reschedule-declined',
): Promise<void> {
  const { row, facts } = await bookingMailContext(db, bookingId);
  const toOwner = kind === 'reschedule-requested';
  await enqueueMail(db, {
    to: toOwner ? row.ownerEmail : row.guestEmail,
    dedupeKey: `${kind}:${bookingId}:${move.startAt.toISOString()}`,
    data: {
      kind,
      firstName: toOwner ? row.ownerFirstName : row.guestFirstName,
      booking: facts,
      newStartAt: move.startAt.toISOString(),
      newEndAt: move.endAt.toISOString(),
      linkUrl: `${config.publicUrl}${toOwner ? '/owner-bookings' : '/my-bookings'}`,
    },
  });
}

/** A guest asks to move a booking of a `request` venue (issue 16): the owner is asked. */
export function enqueueRescheduleRequested(
  db: Db,
  config: MailLinks,
  bookingId: string,
  move: { startAt: Date; endAt: Date },
): Promise<void> {
  return enqueueRescheduleMail(db, config, bookingId, move, 'reschedule-requested');
}

/** The owner did not accept a requested move (issue 16): the guest hears the booking stays. */
export function enqueueRescheduleDeclined(
  db: Db,
  config: MailLinks,
  bookingId: string,
  move: { startAt: Date; endAt: Date },
): Promise<void> {
  return enqueueRescheduleMail(db, config, bookingId, move, 'reschedule-declined');
}

/**
 * A booking was cancelled: the guest and the owner hear who cancelled it and, when its PayPal
 * payment was refunded, how much (`refundCentavos`, null when nothing was paid online).
 */
export async function enqueueBookingCancelled(
  db: Db,
  config: MailLinks,
  bookingId: string,
  cancelledBy: CancelledBy,
  refundCentavos: number | null,
  refundPercent: number | null = null,
): Promise<void> {
  const { row, facts } = await bookingMailContext(db, bookingId);
  const common = { kind: 'booking-cancelled' as const, booking: facts, cancelledBy, refundCentavos, refundPercent };
  await enqueueMail(db, {
    to: row.guestEmail,
    dedupeKey: `booking-cancelled:${bookingId}:guest`,
    data: { ...common, recipient: 'guest', firstName: row.guestFirstName, linkUrl: `${config.publicUrl}/venues` },
  });
  await enqueueMail(db, {
    to: row.ownerEmail,
    dedupeKey: `booking-cancelled:${bookingId}:owner`,
    data: {
      ...common,
      recipient: 'owner',
      firstName: row.ownerFirstName,
      linkUrl: `${config.publicUrl}/owner-bookings`,
    },
  });
}
