/** bookings.*: create and list the guest's bookings (SPEC.md §4-§5, PRODUCT.md §4). */
import {
  AppError,
  BookingDtoSchema,
  BookingIdSchema,
  CalendarFileSchema,
  CancellationPreviewSchema,
  CreateBookingSchema,
  DecideRescheduleSchema,
  OwnerBookingsFilterSchema,
  RescheduleBookingSchema,
  RescheduleResultSchema,
} from '@rentas/domain';
import { z } from 'zod';
import type { Context, SessionUser } from '../context';
import {
  cancelBooking,
  cancellationPreview,
  decideBookingRequest,
  decideReschedule,
  rescheduleBooking,
} from '../services/booking-changes';
import { createBooking, getBookingForUser, listOwnerBookings, listUserBookings } from '../services/bookings';
import { bookingIcs } from '../services/calendar';
import { bookingPayments, completeReschedulePayment } from '../services/payments';
import { ownerProcedure, protectedProcedure, router } from '../trpc';

/** issue 12: an `Idempotency-Key` header is 1 to 200 visible ASCII characters (spaces inside allowed). */
const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/);

/** The booking services' dependencies for one call. */
function bookingDeps(ctx: Context) {
  return { db: ctx.db, config: ctx.config, now: ctx.now() };
}

/** The PayPal steps of booking changes for one call (payments.ts bookingPayments). */
function payments(ctx: Context & { user: SessionUser }) {
  return bookingPayments({ ...bookingDeps(ctx), paypal: ctx.paypal }, ctx.user);
}

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
   * POST /api/bookings/{id}/cancel. Input: { id }. Output: the cancelled BookingDto with the
   * refund its policy gave (refundAmount, refundPercent; issue 16). Guest: until the start;
   * venue owner and admins: until it ends, always a full refund. Errors: 401, 404, 409, 502.
   */
  cancel: protectedProcedure
    .input(BookingIdSchema)
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => cancelBooking(bookingDeps(ctx), ctx.user, input.id, payments(ctx))),

  /**
   * GET /api/bookings/{id}/cancellation (issue 16). Input: { id }. Output: CancellationPreview,
   * what cancelling now would refund. Errors: 401, 404, 409 as cancel.
   */
  cancellationPreview: protectedProcedure
    .input(BookingIdSchema)
    .output(CancellationPreviewSchema)
    .query(({ ctx, input }) => cancellationPreview(bookingDeps(ctx), ctx.user, input.id)),

  /**
   * POST /api/bookings/{id}/accept (issue 16): the venue's owner (or an admin) accepts a request;
   * an authorised PayPal payment is captured. Output: the confirmed BookingDto.
   * Errors: 401, 403 unless owner/admin, 404, 409 REQUEST_NOT_PENDING, 402/502 PayPal.
   */
  accept: ownerProcedure
    .input(BookingIdSchema)
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => decideBookingRequest(bookingDeps(ctx), ctx.user, input.id, true, payments(ctx))),

  /**
   * POST /api/bookings/{id}/decline (issue 16): the owner declines a request; the slot frees and
   * an authorised payment is voided. Output: the cancelled BookingDto. Errors: 401, 403, 404, 409.
   */
  decline: ownerProcedure
    .input(BookingIdSchema)
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => decideBookingRequest(bookingDeps(ctx), ctx.user, input.id, false, payments(ctx))),

  /**
   * POST /api/bookings/{id}/reschedule (issue 16). Input: RescheduleBookingSchema (totalAmount
   * MXN, the new price). Output: { booking, outcome: applied | requested | payment_required,
   * approveUrl }. Errors: 400 slot rules, 401, 404, 409 (window, slot, buffer, price), 422
   * notice, 502.
   */
  reschedule: protectedProcedure
    .input(RescheduleBookingSchema)
    .output(RescheduleResultSchema)
    .mutation(({ ctx, input }) => rescheduleBooking(bookingDeps(ctx), ctx.user, input, payments(ctx))),

  /**
   * POST /api/bookings/{id}/reschedule/accept|decline (issue 16): the owner answers a requested
   * move. Input: { id, approve }. Output: BookingDto. Errors: 401, 403, 404, 409.
   */
  decideReschedule: ownerProcedure
    .input(DecideRescheduleSchema)
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => decideReschedule(bookingDeps(ctx), ctx.user, input.id, input.approve, payments(ctx))),

  /**
   * The guest is back from approving a dearer move's difference on PayPal (issue 16). Input:
   * { id, orderId }. Output: the moved BookingDto. Errors: 401, 404, 409, 402/502.
   */
  completeReschedulePayment: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }), orderId: z.string().trim().min(1).max(64) }))
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) =>
      completeReschedulePayment({ ...bookingDeps(ctx), paypal: ctx.paypal }, ctx.user, input.id, input.orderId),
    ),

  /** GET /api/bookings/{id}/ics. Input: { id }. Output: { filename, content } (iCalendar text). Errors: 401, 404. */
  calendar: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) }))
    .output(CalendarFileSchema)
    .query(({ ctx, input }) => bookingIcs({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input.id)),
});
