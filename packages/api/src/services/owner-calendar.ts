/**
 * Issue 18: the owner's calendar: the bookings (not cancelled), blocks and requested moves of
 * every venue the user manages that reach into a range, with what the owner needs to act on a booking (the
 * guest's name and e-mail, the check-in state).
 */
import type { Db } from '@rentas/db';
import { effectiveBookingStatus, type OwnerCalendarDto } from '@rentas/domain';
import type { SessionUser } from '../context';
import { confirmationCode } from './check-in';

/**
 * Input: the user and [from, to). Output: OwnerCalendarDto, bookings and blocks in start order.
 * Owners see their venues; admins see every venue (they manage them all, PRODUCT.md §2).
 */
export async function ownerCalendar(
  db: Db,
  user: SessionUser,
  range: { from: Date; to: Date },
  now: Date,
): Promise<OwnerCalendarDto> {
  const mine = user.role === 'admin' ? null : user.id;
  const [bookings, blocks, moves] = await Promise.all([
    db
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .innerJoin('users', 'users.id', 'bookings.userId')
      .select([
        'bookings.id',
        'bookings.venueId',
        'venues.name as venueName',
        'bookings.startAt',
        'bookings.endAt',
        'bookings.status',
        'bookings.requestExpiresAt',
        'bookings.guestCount',
        'bookings.totalAmount',
        'bookings.checkedInAt',
        'users.firstName',
        'users.lastName',
        'users.email',
      ])
      .$if(mine !== null, (q) => q.where('venues.ownerId', '=', mine as string))
      .where('venues.deletedAt', 'is', null)
      .where('bookings.status', '<>', 'cancelled')
      .where('bookings.startAt', '<', range.to)
      .where('bookings.endAt', '>', range.from)
      .orderBy('bookings.startAt')
      .limit(2000)
      .execute(),
    db
      .selectFrom('venueBlocks')
      .innerJoin('venues', 'venues.id', 'venueBlocks.venueId')
      .select([
        'venueBlocks.id',
        'venueBlocks.venueId',
        'venues.name as venueName',
        'venueBlocks.startAt',
        'venueBlocks.endAt',
        'venueBlocks.reason',
        'venueBlocks.source',
      ])
      .$if(mine !== null, (q) => q.where('venues.ownerId', '=', mine as string))
      .where('venues.deletedAt', 'is', null)
      .where('venueBlocks.startAt', '<', range.to)
      .where('venueBlocks.endAt', '>', range.from)
      .orderBy('venueBlocks.startAt')
      .limit(2000)
      .execute(),
    db
      .selectFrom('bookingReschedules')
      .innerJoin('bookings', 'bookings.id', 'bookingReschedules.bookingId')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .innerJoin('users', 'users.id', 'bookings.userId')
      .select([
        'bookings.id as bookingId',
        'bookings.venueId',
        'venues.name as venueName',
        'bookingReschedules.startAt',
        'bookingReschedules.endAt',
        'bookingReschedules.status',
        'users.firstName',
        'users.lastName',
      ])
      .$if(mine !== null, (q) => q.where('venues.ownerId', '=', mine as string))
      .where('venues.deletedAt', 'is', null)
      .where('bookingReschedules.status', 'in', ['pending', 'awaiting_payment'])
      .where('bookingReschedules.startAt', '<', range.to)
      .where('bookingReschedules.endAt', '>', range.from)
      .orderBy('bookingReschedules.startAt')
      .limit(500)
      .execute(),
  ]);
  return {
    bookings: bookings.map((b) => {
      const status = effectiveBookingStatus(b.status, b.endAt, now);
      return {
        id: b.id,
        code: confirmationCode(b.id),
        venueId: b.venueId,
        venueName: b.venueName,
        startDate: b.startAt.toISOString(),
        endDate: b.endAt.toISOString(),
        status,
        awaitingApproval: status === 'pending' && b.requestExpiresAt !== null,
        guestCount: b.guestCount,
        totalAmount: b.totalAmount,
        guest: { name: [b.firstName, b.lastName].filter(Boolean).join(' ') || 'Huésped', email: b.email },
        checkedInAt: b.checkedInAt?.toISOString() ?? null,
      };
    }),
    blocks: blocks.map((k) => ({
      id: k.id,
      venueId: k.venueId,
      venueName: k.venueName,
      startDate: k.startAt.toISOString(),
      endDate: k.endAt.toISOString(),
      reason: k.reason,
      source: k.source,
    })),
    moves: moves.map((m) => ({
      bookingId: m.bookingId,
      venueId: m.venueId,
      venueName: m.venueName,
      startDate: m.startAt.toISOString(),
      endDate: m.endAt.toISOString(),
      status: m.status as 'pending' | 'awaiting_payment',
      guestName: [m.firstName, m.lastName].filter(Boolean).join(' ') || 'Huésped',
    })),
  };
}
