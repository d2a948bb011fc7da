/** Reading bookings (bookings.*): one booking, and the signed-in guest's list. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** One booking with its QR (guest, the venue's owner or an admin); idle while `id` is null. */
export function useBooking(id: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.bookings.byId.queryOptions(id ? { id } : skipToken));
}

/** The signed-in guest's bookings, newest first. */
export function useMyBookings() {
  const trpc = useTRPC();
  return useQuery(trpc.bookings.mine.queryOptions());
}

/** The ways to pay this server offers (PayPal only when configured); `enabled` defers the request. */
export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.payments.methods.queryOptions(), enabled });
}
