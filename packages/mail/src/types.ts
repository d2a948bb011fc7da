/**
 * What each e-mail needs (issue 15): the outbox stores this snapshot, taken in the transaction
 * of the event, and the worker renders it when it sends. Instants are ISO strings, money is
 * MXN centavos.
 */

/** The facts of a booking an e-mail shows. */
export interface BookingFacts {
  bookingId: string;
  /** 'RSV-XXXXXXXX' (SPEC.md §2) */
  code: string;
  venueName: string;
  address: string;
  startAt: string;
  endAt: string;
  guestCount: number;
  /** what the guest pays, centavos */
  totalCentavos: number;
  paymentMethod: 'venue' | 'paypal';
}

export type MailData =
  | { kind: 'password-reset'; firstName: string | null; resetUrl: string }
  | {
      kind: 'email-confirmation';
      /** true at registration (welcome), false when the person asked for a new link */
      welcome: boolean;
      firstName: string | null;
      confirmUrl: string;
    }
  | {
      kind: 'booking-confirmed';
      firstName: string | null;
      booking: BookingFacts;
      /** the signed check-in link the QR encodes */
      checkInUrl: string;
      bookingsUrl: string;
    }
  | {
      kind: 'booking-received';
      firstName: string | null;
      booking: BookingFacts;
      guestName: string;
      specialRequests: string | null;
      /** the owner's share, centavos */
      subtotalCentavos: number;
      ownerBookingsUrl: string;
    }
  | {
      kind: 'booking-cancelled';
      firstName: string | null;
      recipient: 'guest' | 'owner';
      booking: BookingFacts;
      cancelledBy: 'guest' | 'owner' | 'admin';
      /** refunded to the guest's PayPal, centavos; null when nothing was paid online */
      refundCentavos: number | null;
      linkUrl: string;
    }
  | {
      kind: 'booking-reminder';
      firstName: string | null;
      booking: BookingFacts;
      checkInUrl: string;
      bookingsUrl: string;
    }
  | { kind: 'review-request'; firstName: string | null; booking: BookingFacts; reviewUrl: string }
  | { kind: 'owner-application-decided'; firstName: string | null; approved: boolean; linkUrl: string }
  | {
      kind: 'new-message';
      firstName: string | null;
      senderName: string;
      venueName: string;
      /** the message's start, plain text */
      excerpt: string;
      threadUrl: string;
    };

export type MailKind = MailData['kind'];
