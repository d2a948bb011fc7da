/** bookings.*: create and list the guest's bookings (SPEC.md §4-§5, PRODUCT.md §4). */
import {
  AppError,
  BookingDtoSchema,
  CalendarFileSchema,
  CreateBookingSchema,
  OwnerBookingsFilterSchema,
} from '@rentas/domain';
import { z } from 'zod';
import {
  cancelBooking,
  createBooking,
  getBookingForUser,
  listOwnerBookings,
  listUserBookings,
} from '../services/bookings';
import { bookingIcs } from '../services/calendar';
import { refundBookingPayment } from '../services/payments';
import { ownerProcedure, protectedProcedure, router } from '../trpc';

/** issue 12: an `Idempotency-Key` header is 1 to 200 visible ASCII characters (spaces inside allowed). */
const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/);

export const bookingsRouter = router({
  /**
   * Input: CreateBookingSchema; the context's Idempotency-Key header, when sent (a retry with the
   * same key by the same user returns the first booking). Output: BookingDto (status confirmed,
   * qrCode set). Errors: 401; 400 slot/guest rules, IDEMPOTENCY_KEY_INVALID; 403 OWN_VENUE_BOOKING;
   * 404 venue; 409 PRICE_CHANGED, SLOT_TAKEN, VENUE_UNAVAILABLE, TOO_MANY_*, IDEMPOTENCY_KEY_REUSED.
   */
  create: protectedProcedure
    .input(CreateBookingSchema)
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => {
      let idempotencyKey: string | null = null;
      if (ctx.idempotencyKey !== undefined && ctx.idempotencyKey !== null) {
        const parsed = IdempotencyKeySchema.safeParse(ctx.idempotencyKey);
        if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_INVALID');
        idempotencyKey = parsed.data;
      }
      return createBooking({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input, { idempotencyKey });
    }),

  /** Input: { withQr? } (default false). Output: the guest's BookingDto[], newest first; qrCode only when asked. */
  mine: protectedProcedure
    .input(z.object({ withQr: z.boolean().default(false) }).default({ withQr: false }))
    .output(z.array(BookingDtoSchema))
    .query(({ ctx, input }) =>
      listUserBookings({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user.id, input),
    ),

  /** Input: { id }. Output: BookingDto with qrCode. Errors: 404 unless guest, venue owner or admin. */
  byId: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) }))
    .output(BookingDtoSchema)
    .query(({ ctx, input }) =>
      getBookingForUser({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input.id),
    ),

  /**
   * GET /api/bookings/owner and the owner's bookings page. Input: optional { venueId, status,
   * date } (OwnerBookingsFilterSchema). Output: BookingDto[] of the caller's venues, newest
   * start first. Errors: 400 bad filter, 401, 403 unless owner/admin.
   */
  owner: ownerProcedure
    .input(OwnerBookingsFilterSchema)
    .output(z.array(BookingDtoSchema))
    .query(({ ctx, input }) =>
      listOwnerBookings({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user.id, input),
    ),

  /**
   * Input: { id }. Output: the cancelled BookingDto. Guest: until 24 h before the start;
   * venue owner and admins: until it ends. Errors: 401, 404, 409.
   */
  cancel: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) }))
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => {
      const now = ctx.now();
      return cancelBooking({ db: ctx.db, config: ctx.config, now }, ctx.user, input.id, {
        // A PayPal-paid booking is refunded first; if PayPal fails, nothing changes.
        beforeCancel: (id) => refundBookingPayment({ db: ctx.db, paypal: ctx.paypal, now }, id),
      });
    }),

  /** GET /api/bookings/{id}/ics. Input: { id }. Output: { filename, content } (iCalendar text). Errors: 401, 404. */
  calendar: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) }))
    .output(CalendarFileSchema)
    .query(({ ctx, input }) => bookingIcs({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input.id)),
});
