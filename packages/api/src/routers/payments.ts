/** payments.*: payment methods and the PayPal path (SPEC.md §4, §7; PRODUCT.md §5). */
import {
  BookingDtoSchema,
  CompletePaypalBookingSchema,
  CreatedOrderSchema,
  CreatePaypalOrderSchema,
  PaymentMethodSchema,
  PaypalSetupSchema,
} from '@rentas/domain';
import { z } from 'zod';
import type { Context } from '../context';
import { capturePaypalOrder, createPaypalOrder, paymentMethods, paypalSetup } from '../services/payments';
import { protectedProcedure, publicProcedure, router } from '../trpc';

const deps = (ctx: Context) => ({ db: ctx.db, config: ctx.config, paypal: ctx.paypal, now: ctx.now() });

export const paymentsRouter = router({
  /** GET /api/payment-methods. Output: [{ id: 'venue' | 'paypal', label, available }]. */
  methods: publicProcedure.output(z.array(PaymentMethodSchema)).query(({ ctx }) => paymentMethods(ctx.paypal !== null)),

  /** GET /paypal/setup. Output: { clientToken, clientId }. Errors: 401, 503 when PayPal is off, 502. */
  setup: protectedProcedure.output(PaypalSetupSchema).query(({ ctx }) => paypalSetup(deps(ctx))),

  /**
   * POST /paypal/order. Input: { amount?, currency 'MXN', intent, bookingData? }. Output: CreatedOrder
   * (id, server amount, approveUrl). Errors: 400/404/409 booking rules, 401, 502, 503.
   */
  createOrder: protectedProcedure
    .input(CreatePaypalOrderSchema)
    .output(CreatedOrderSchema)
    .mutation(({ ctx, input }) => createPaypalOrder(deps(ctx), ctx.user, input)),

  /** POST /paypal/order/{orderId}/capture. Output: the confirmed BookingDto. Errors: 401, 402, 404, 409, 502. */
  capture: protectedProcedure
    .input(z.object({ orderId: z.string().trim().min(1).max(64) }))
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => capturePaypalOrder(deps(ctx), ctx.user, input.orderId)),

  /**
   * POST /api/complete-paypal-booking. Input: { paypalOrderId, bookingData? }. Output: the confirmed
   * BookingDto; calling it twice gives the same booking. Errors: as capture.
   */
  complete: protectedProcedure
    .input(CompletePaypalBookingSchema)
    .output(BookingDtoSchema)
    .mutation(({ ctx, input }) => capturePaypalOrder(deps(ctx), ctx.user, input.paypalOrderId, input.bookingData)),
});
