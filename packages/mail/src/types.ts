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
  /** issue 16: the cancellation policy agreed when booking */
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
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
      /** issue 16: the booking moved to this new time */
      rescheduled?: boolean;
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
      /** issue 16: the booking moved to this new time */
      rescheduled?: boolean;
    }
  | {
      /** issue 16: a request to a `request` venue, to the guest and to the owner */
      kind: 'booking-requested';
      firstName: string | null;
      recipient: 'guest' | 'owner';
      booking: BookingFacts;
      guestName: string;
      /** the owner's share (hours, add-ons, cleaning fee), centavos */
      ownerShareCentavos: number;
      /** until when the owner may answer, ISO instant */
      expiresAt: string;
      linkUrl: string;
    }
  | {
      /** issue 16: a guest asks to move a booking (owner), or the owner said no (guest) */
      kind: 'reschedule-requested' | 'reschedule-declined';
      firstName: string | null;
      booking: BookingFacts;
      /** the asked new time, ISO instants */
      newStartAt: string;
      newEndAt: string;
      linkUrl: string;
    }
  | {
      kind: 'booking-cancelled';
      firstName: string | null;
      recipient: 'guest' | 'owner';
      booking: BookingFacts;
      cancelledBy: 'guest' | 'owner' | 'admin' | 'declined' | 'expired';
      /** refunded to the guest's PayPal, centavos; null when nothing was paid online */
      refundCentavos: number | null;
      /** issue 16: the policy's percent of that refund */
      refundPercent?: number | null;
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
