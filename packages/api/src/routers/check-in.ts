/** checkIn.*: the booking QR link, opened by the venue's owner or an admin (PRODUCT.md §4). */
import { CheckInViewSchema } from '@rentas/domain';
import { z } from 'zod';
import { confirmCheckIn, getCheckIn } from '../services/check-in';
import { protectedProcedure, router } from '../trpc';

const CheckInSchema = z.object({
  bookingId: z.uuid({ error: 'Reserva no encontrada.' }),
  sig: z.string().min(1).max(100),
});

export const checkInRouter = router({
  /** Input: { bookingId, sig }. Output: CheckInView. Errors: 401; 404 for anyone who does not manage the venue. */
  get: protectedProcedure
    .input(CheckInSchema)
    .output(CheckInViewSchema)
    .query(({ ctx, input }) => getCheckIn(ctx.db, ctx.user, input, ctx.config.appSecret)),

  /** Input: { bookingId, sig }. Output: CheckInView with checkedInAt. Errors: 401, 404, 409 unless confirmed. */
  confirm: protectedProcedure
    .input(CheckInSchema)
    .output(CheckInViewSchema)
    .mutation(({ ctx, input }) => confirmCheckIn(ctx.db, ctx.user, input, ctx.config.appSecret, ctx.now())),
});
