/**
 * The booking waiting for PayPal approval (SPEC.md §4 alternative path). It is kept in
 * sessionStorage across the full-page trip to PayPal and back, so the completion call
 * can send the same bookingData.
 */
const KEY = 'rentas:paypal-pending';

/** SPEC.md §7 bookingData of POST /paypal/order and /api/complete-paypal-booking. */
export interface PaypalBookingData {
  venueId: string;
  startDate: string;
  endDate: string;
  guestCount: number;
  specialRequests: string | null;
  /** MXN, e.g. 1672 */
  totalAmount: number;
  /** issue 16: the venue's add-ons the guest picked */
  addOnIds?: string[];
}

export interface PendingPaypalBooking {
  orderId: string;
  /** the pending booking holding the slot, when the server made one */
  bookingId: string | null;
  venueId: string;
  bookingData: PaypalBookingData;
}

export function savePendingPaypal(pending: PendingPaypalBooking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the server still knows the order's booking.
  }
}

/** The stored booking of this order, if any. */
export function readPendingPaypal(orderId: string | undefined): PendingPaypalBooking | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingPaypalBooking;
    if (orderId && pending.orderId !== orderId) return null;
    return pending;
  } catch {
    return null;
  }
}

export function clearPendingPaypal(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
