/**
 * Changing bookings: book and pay at the venue (with an Idempotency-Key), open a PayPal order,
 * confirm a PayPal payment, cancel, and review. Each hook owns what is read again afterwards
 * (lib/refresh.ts); components pass only what the person sees (toasts, navigation).
 */
import type { BookingDto } from '@rentas/api';
import type { RescheduleResult } from '@rentas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appCodeOf } from '../../../lib/errors';
import { callbacks, type Outcome } from '../../../lib/outcome';
import { readAgain, refreshAfterBooking, refreshAfterReview, refreshSlots } from '../../../lib/refresh';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import type { PaypalBookingData } from '../paypal-pending';

/**
 * bookings.create: books a slot paid at the venue. Input of `mutate`: the booking and its
 * Idempotency-Key (a retry with the same key returns the same booking, issue 12). On success the
 * booking is cached for its confirmation page; on a refusal the slots (and, when the price or
 * the venue changed, the venue) are read again.
 */
export function useCreateBooking(venueId: string, outcome: Outcome<BookingDto, unknown> = {}) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: trpc.bookings.create.mutationKey(),
    mutationFn: ({ data, key }: { data: PaypalBookingData; key: string }) =>
      trpcClient.bookings.create.mutate(data, { context: { idempotencyKey: key } }),
    ...callbacks(outcome, {
      store: (booking: BookingDto) =>
        queryClient.setQueryData(trpc.bookings.byId.queryKey({ id: booking.id }), booking),
      refresh: () => refreshAfterBooking(queryClient, trpc),
      failed: (error) => {
        const code = appCodeOf(error);
        // A lost answer or an outage keeps the form as it was for a retry with the same key.
        if (!code || code === 'SERVICE_UNAVAILABLE') return;
        void readAgain(queryClient, trpc.venues.availabilityMonth.pathFilter());
        if (code === 'PRICE_CHANGED' || code === 'VENUE_UNAVAILABLE' || code === 'VENUE_NO_HOURLY_PRICE') {
          void queryClient.invalidateQueries(trpc.venues.byId.queryFilter({ id: venueId }));
        }
      },
    }),
  });
}

/** payments.createOrder: the server prices the booking, holds the slot and opens a PayPal order. */
export function useCreatePaypalOrder() {
  const trpc = useTRPC();
  return useMutation(trpc.payments.createOrder.mutationOptions());
}

/**
 * Confirms a PayPal payment the guest approved: capture, then complete (both idempotent).
 * Output: `confirm(orderId, bookingData)` resolving to the confirmed booking, cached and with
 * every booking view refreshed (awaited); on a failure the slots are read again and it throws.
 */
export function useConfirmPaypalPayment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const capture = useMutation(trpc.payments.capture.mutationOptions());
  const complete = useMutation(trpc.payments.complete.mutationOptions());
  const confirm = async (orderId: string, bookingData: PaypalBookingData | undefined): Promise<BookingDto> => {
    let booking: BookingDto;
    try {
      await capture.mutateAsync({ orderId });
      booking = await complete.mutateAsync({ paypalOrderId: orderId, bookingData });
    } catch (error) {
      // A declined payment cancels the held booking: the list and the slots changed.
      void refreshSlots(queryClient, trpc);
      throw error;
    }
    queryClient.setQueryData(trpc.bookings.byId.queryKey({ id: booking.id }), booking);
    return booking;
  };
  return {
    confirm,
    /** reads every booking view again (after the confirmation is shown) */
    refresh: () => refreshAfterBooking(queryClient, trpc),
    isPending: capture.isPending || complete.isPending,
    isSuccess: complete.isSuccess,
  };
}

/**
 * bookings.cancel, for the guest (until 24 h before) and for the venue's owner or an admin
 * (until the end). The cancelled booking replaces its cached copy; every booking view is read
 * again. On a refusal the guest's list is read again (its state may have changed).
 */
export function useCancelBooking(outcome: Outcome<BookingDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.bookings.cancel.mutationOptions(
      callbacks(outcome, {
        store: (cancelled) => queryClient.setQueryData(trpc.bookings.byId.queryKey({ id: cancelled.id }), cancelled),
        refresh: () => refreshAfterBooking(queryClient, trpc),
        // A refusal may mean the booking changed meanwhile.
        failed: () => void readAgain(queryClient, trpc.bookings.mine.queryFilter()),
      }),
    ),
  );
}

/** reviews.create: stars and a comment on a completed booking; the venue's rating and reviews are read again. */
export function useCreateReview(venueId: string | null, outcome: Outcome<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.reviews.create.mutationOptions(
      callbacks(outcome, {
        refresh: () => refreshAfterReview(queryClient, trpc, venueId),
        failed: () => void readAgain(queryClient, trpc.bookings.mine.queryFilter()),
      }),
    ),
  );
}

/**
 * The owner's answer to a request (bookings.accept / bookings.decline, issue 16) or to a
 * requested move (bookings.decideReschedule). Every booking view is read again.
 */
export function useAnswerRequest(outcome: Outcome<BookingDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = {
    store: (booking: BookingDto) => queryClient.setQueryData(trpc.bookings.byId.queryKey({ id: booking.id }), booking),
    refresh: () => refreshAfterBooking(queryClient, trpc),
    failed: () => void readAgain(queryClient, trpc.bookings.owner.queryFilter()),
  };
  return {
    accept: useMutation(trpc.bookings.accept.mutationOptions(callbacks(outcome, options))),
    decline: useMutation(trpc.bookings.decline.mutationOptions(callbacks(outcome, options))),
    move: useMutation(trpc.bookings.decideReschedule.mutationOptions(callbacks(outcome, options))),
  };
}

/**
 * bookings.reschedule (issue 16): moves the guest's booking. Output of the mutation:
 * { booking, outcome: applied | requested | payment_required, approveUrl }. Every booking view
 * and the slots are read again; on a refusal the slots are read again too (the slot may be gone).
 */
export function useRescheduleBooking(outcome: Outcome<RescheduleResult> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.bookings.reschedule.mutationOptions(
      callbacks(outcome, {
        store: (result) =>
          queryClient.setQueryData(trpc.bookings.byId.queryKey({ id: result.booking.id }), result.booking),
        refresh: () => refreshAfterBooking(queryClient, trpc),
        failed: () => void refreshSlots(queryClient, trpc),
      }),
    ),
  );
}

/**
 * bookings.completeReschedulePayment (issue 16): the guest is back from paying a dearer move's
 * difference on PayPal. Output: the booking (moved, or waiting for the owner on a request venue).
 */
export function useCompleteReschedulePayment(outcome: Outcome<BookingDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.bookings.completeReschedulePayment.mutationOptions(
      callbacks(outcome, {
        store: (booking) => queryClient.setQueryData(trpc.bookings.byId.queryKey({ id: booking.id }), booking),
        refresh: () => refreshAfterBooking(queryClient, trpc),
      }),
    ),
  );
}
