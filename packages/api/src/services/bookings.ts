/**
 * Bookings (SPEC.md §4-§5, PRODUCT.md §4). The server recomputes the price and the
 * database refuses overlapping active bookings (constraint bookings_no_overlap).
 */
import type { Db } from '@rentas/db';
import {
  AppError,
  type CreateBookingParsed,
  checkSlot,
  computeBookingPrice,
  fromCentavos,
  rangeToSlot,
  toCentavos,
} from '@rentas/domain';
import type { AppConfig, SessionUser } from '../context';
import { bookingQrDataUrl, confirmationCode } from './check-in';

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';

/** A booking as the API shows it (SPEC.md §3 Booking; money MXN decimal strings, instants ISO). */
export interface BookingDto {
  id: string;
  code: string;
  venueId: string;
  venueName: string;
  venueCity: string;
  venueImage: string | null;
  startDate: string;
  endDate: string;
  guestCount: number;
  subtotal: string;
  commission: string;
  totalAmount: string;
  specialRequests: string | null;
  status: BookingStatus;
  /** PNG data URL of the check-in QR; present on confirmed bookings when asked for */
  qrCode: string | null;
  paymentIntentId: string | null;
  paymentMethod: string;
  checkedInAt: string | null;
  createdAt: string;
  user: { firstName: string | null; lastName: string | null };
  venue: { name: string };
}

function bookingQuery(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .selectAll('bookings')
    .select([
      'venues.name as venueName',
      'venues.city as venueCity',
      'venues.images as venueImages',
      'venues.ownerId as venueOwnerId',
      'users.firstName as userFirstName',
      'users.lastName as userLastName',
    ]);
}

type BookingJoinRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

/** Completed is derived: a confirmed booking whose end has passed shows as completed. */
function effectiveStatus(status: string, endAt: Date, now: Date): BookingStatus {
  if (status === 'confirmed' && endAt.getTime() <= now.getTime()) return 'completed';
  return status as BookingStatus;
}

async function toBookingDto(
  row: BookingJoinRow,
  config: AppConfig,
  opts: { withQr: boolean; now: Date },
): Promise<BookingDto> {
  const status = effectiveStatus(row.status, row.endAt, opts.now);
  return {
    id: row.id,
    code: confirmationCode(row.id),
    venueId: row.venueId,
    venueName: row.venueName,
    venueCity: row.venueCity,
    venueImage: row.venueImages[0] ?? null,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    guestCount: row.guestCount,
    subtotal: row.subtotal,
    commission: row.commission,
    totalAmount: row.totalAmount,
    specialRequests: row.specialRequests,
    status,
    qrCode:
      opts.withQr && status === 'confirmed' ? await bookingQrDataUrl(row.id, config.publicUrl, config.appSecret) : null,
    paymentIntentId: row.paymentIntentId,
    paymentMethod: row.paymentMethod,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    user: { firstName: row.userFirstName, lastName: row.userLastName },
    venue: { name: row.venueName },
  };
}

export interface BookingDeps {
  db: Db;
  config: AppConfig;
  now: Date;
}

/**
 * Creates a confirmed pay-at-venue booking (POST /api/bookings).
 * Input: parsed CreateBookingSchema (totalAmount in centavos). Output: BookingDto with qrCode.
 * Errors: VENUE_NOT_FOUND 404; VENUE_UNAVAILABLE / VENUE_NO_HOURLY_PRICE 409; INVALID_START_TIME,
 * INVALID_DURATION, DATE_OUT_OF_WINDOW, GUESTS_OUT_OF_RANGE 400 (SPEC.md §5); PRICE_CHANGED 409
 * when the client total differs from the server's (PRODUCT.md §4); SLOT_TAKEN 409 from the
 * exclusion constraint.
 */
export async function createBooking(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateBookingParsed,
  payment: { status?: BookingStatus; method?: string; paymentIntentId?: string | null } = {},
): Promise<BookingDto> {
  const { db, now } = deps;
  const venue = await db
    .selectFrom('venues')
    .select(['id', 'capacity', 'pricePerHour', 'isActive', 'deletedAt'])
    .where('id', '=', input.venueId)
    .executeTakeFirst();
  if (!venue || venue.deletedAt) throw new AppError('VENUE_NOT_FOUND');
  if (!venue.isActive) throw new AppError('VENUE_UNAVAILABLE');
  if (venue.pricePerHour === null) throw new AppError('VENUE_NO_HOURLY_PRICE');

  const start = new Date(input.startDate);
  const end = new Date(input.endDate);
  const problem = checkSlot(start, end, now);
  if (problem === 'START_TIME') throw new AppError('INVALID_START_TIME');
  if (problem === 'DURATION') throw new AppError('INVALID_DURATION');
  if (problem === 'DATE_WINDOW') throw new AppError('DATE_OUT_OF_WINDOW');
  if (input.guestCount < 1 || input.guestCount > venue.capacity) {
    throw new AppError('GUESTS_OUT_OF_RANGE', `El número de personas debe estar entre 1 y ${venue.capacity}.`);
  }

  const hours = rangeToSlot(start, end).hours;
  const price = computeBookingPrice(toCentavos(venue.pricePerHour), hours);
  if (input.totalAmount !== price.total) throw new AppError('PRICE_CHANGED');

  const inserted = await db
    .insertInto('bookings')
    .values({
      venueId: venue.id,
      userId: user.id,
      startAt: start,
      endAt: end,
      guestCount: input.guestCount,
      subtotal: fromCentavos(price.subtotal),
      commission: fromCentavos(price.commission),
      totalAmount: fromCentavos(price.total),
      specialRequests: input.specialRequests || null,
      status: payment.status ?? 'confirmed',
      paymentMethod: payment.method ?? 'venue',
      paymentIntentId: payment.paymentIntentId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getBookingForUser(deps, user, inserted.id, { withQr: true });
}

/**
 * One booking, visible to its guest, the venue's owner and admins.
 * Errors: BOOKING_NOT_FOUND 404 for anyone else (no existence leak).
 */
export async function getBookingForUser(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
  opts: { withQr: boolean } = { withQr: true },
): Promise<BookingDto> {
  const row = await bookingQuery(deps.db).where('bookings.id', '=', bookingId).executeTakeFirst();
  const allowed = row && (row.userId === user.id || row.venueOwnerId === user.id || user.role === 'admin');
  if (!row || !allowed) throw new AppError('BOOKING_NOT_FOUND');
  return toBookingDto(row, deps.config, { withQr: opts.withQr, now: deps.now });
}

/** The signed-in guest's bookings, newest start first (GET /api/bookings). */
export async function listUserBookings(
  deps: BookingDeps,
  userId: string,
  opts: { withQr: boolean } = { withQr: false },
): Promise<BookingDto[]> {
  const rows = await bookingQuery(deps.db)
    .where('bookings.userId', '=', userId)
    .orderBy('bookings.startAt', 'desc')
    .limit(500)
    .execute();
  return Promise.all(rows.map((r) => toBookingDto(r, deps.config, { withQr: opts.withQr, now: deps.now })));
}
