/** bookings.*: create and list the guest's bookings (SPEC.md §4-§5, PRODUCT.md §4). */
import { CreateBookingSchema } from '@rentas/domain';
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

export const bookingsRouter = router({
  /**
   * Input: CreateBookingSchema. Output: BookingDto (status confirmed, qrCode set).
   * Errors: 401; 400 slot/guest rules; 404 venue; 409 PRICE_CHANGED, SLOT_TAKEN, VENUE_UNAVAILABLE.
   */
  create: protectedProcedure
    .input(CreateBookingSchema)
    .mutation(({ ctx, input }) => createBooking({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input)),

  /** Input: { withQr? } (default false). Output: the guest's BookingDto[], newest first; qrCode only when asked. */
  mine: protectedProcedure
    .input(z.object({ withQr: z.boolean().default(false) }).default({ withQr: false }))
    .query(({ ctx, input }) =>
      listUserBookings({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user.id, input),
    ),

  /** Input: { id }. Output: BookingDto with qrCode. Errors: 404 unless guest, venue owner or admin. */
  byId: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) }))
    .query(({ ctx, input }) =>
      getBookingForUser({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input.id),
    ),

  /** GET /api/bookings/owner. Output: BookingDto[] of the caller's venues. Errors: 401, 403 unless owner/admin. */
  owner: ownerProcedure.query(({ ctx }) =>
    listOwnerBookings({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user.id),
  ),

  /**
   * Input: { id }. Output: the cancelled BookingDto. Guest: until 24 h before the start;
   * venue owner and admins: until it ends. Errors: 401, 404, 409.
   */
  cancel: protectedProcedure
    .input(z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) }))
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
    .query(({ ctx, input }) => bookingIcs({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user, input.id)),
});
