/**
 * Host booking rules (issue 16): how a venue is booked (instantly or on request), which
 * cancellation policy applies and what it refunds, the buffer between bookings, the minimum
 * notice, and the extras charged on top of the hours (cleaning fee, add-ons). The one home of
 * these rules: the server enforces them from here, the web app shows them from here, and the
 * SQL twins in packages/api (booking-figures.ts) say which function they mirror.
 * Browser-safe (no date library); money in integer MXN centavos, time in ms unless named.
 */

/** `instant`: confirmed at once (SPEC.md §4); `request`: pending until the owner accepts. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** Cancellation policies, most lenient first; `flexible` is the pre-issue-16 rule and the default. */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** Minutes kept free between two bookings of a venue. */
export const BUFFER_MINUTES = [0, 30, 60, 120] as const;
export type BufferMinutes = (typeof BUFFER_MINUTES)[number];
/** The largest buffer: a search probe widened by this much finds every booking a buffer can reach. */
export const MAX_BUFFER_MINUTES = 120;

/** The latest a guest may book before the start, in hours: 0 (any time) to 72. */
export const MAX_NOTICE_HOURS = 72;

/** At most this many priced extras per venue. */
export const MAX_ADD_ONS = 10;
/** An add-on is priced once per booking or per booked hour. */
export const ADD_ON_UNITS = ['booking', 'hour'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

/** How long an owner has to answer a request, in ms (24 h, or until the start if sooner). */
export const REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

/** The rules of a venue, as stored and as the API answers them. */
export interface VenueRules {
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  bufferMinutes: number;
  minNoticeHours: number;
}

/** What a venue has when its owner never set a rule (today's behaviour before issue 16). */
export const DEFAULT_VENUE_RULES: VenueRules = {
  bookingMode: 'instant',
  cancellationPolicy: 'flexible',
  bufferMinutes: 0,
  minNoticeHours: 0,
};

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** One step of a policy: until `hoursBefore` the start, `percent` of what was paid comes back. */
interface RefundTier {
  hoursBefore: number;
  percent: number;
}

/**
 * The policies (issue 16): flexible, full refund until 24 h before; moderate, full until 72 h,
 * half until 24 h; strict, half until 7 days, nothing after. Tiers from most generous.
 */
const POLICY_TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  flexible: [{ hoursBefore: 24, percent: 100 }],
  moderate: [
    { hoursBefore: 72, percent: 100 },
    { hoursBefore: 24, percent: 50 },
  ],
  strict: [{ hoursBefore: 7 * 24, percent: 50 }],
};

/** Spanish names and one-line summaries of the policies, as guests and owners read them. */
export const CANCELLATION_POLICY_TEXT: Record<CancellationPolicy, { label: string; summary: string }> = {
  flexible: {
    label: 'Flexible',
    summary: 'Reembolso total si cancelas hasta 24 horas antes del inicio.',
  },
  moderate: {
    label: 'Moderada',
    summary: 'Reembolso total hasta 72 horas antes; 50 % hasta 24 horas antes; después, sin reembolso.',
  },
  strict: {
    label: 'Estricta',
    summary: 'Reembolso del 50 % hasta 7 días antes del inicio; después, sin reembolso.',
  },
};

/** Spanish labels of the booking modes. */
export const BOOKING_MODE_TEXT: Record<BookingMode, { label: string; summary: string }> = {
  instant: { label: 'Reserva inmediata', summary: 'La reserva se confirma al momento.' },
  request: {
    label: 'Bajo solicitud',
    summary: 'El anfitrión acepta o rechaza tu solicitud en menos de 24 horas; no se cobra hasta que acepte.',
  },
};

/** Spanish labels of the add-on units ("por reserva", "por hora"). */
export const ADD_ON_UNIT_TEXT: Record<AddOnUnit, string> = { booking: 'por reserva', hour: 'por hora' };

/**
 * The share of what was paid that a cancellation at `now` gives back, in percent (0, 50, 100).
 * Input: the policy agreed at booking, the booking's start, `now`, and `byManager` (the venue's
 * owner or an admin cancelling: always 100, issue 16). A guest cancelling exactly at a tier's
 * deadline still gets that tier ("until 24 h before" includes the 24th hour).
 */
export function refundPercent(policy: CancellationPolicy, startAt: Date, now: Date, byManager = false): number {
  if (byManager) return 100;
  const msBefore = startAt.getTime() - now.getTime();
  for (const tier of POLICY_TIERS[policy]) {
    if (msBefore >= tier.hoursBefore * HOUR_MS) return tier.percent;
  }
  return 0;
}

/**
 * The deadlines of a policy for a booking starting at `startAt`: until `fullRefundUntil` a guest
 * gets everything back (null for strict, which never refunds in full); until
 * `partialRefundUntil` half (null when the policy has no half tier).
 */
export function refundDeadlines(
  policy: CancellationPolicy,
  startAt: Date,
): { fullRefundUntil: Date | null; partialRefundUntil: Date | null } {
  const at = (tier: RefundTier | undefined) => (tier ? new Date(startAt.getTime() - tier.hoursBefore * HOUR_MS) : null);
  const tiers = POLICY_TIERS[policy];
  return {
    fullRefundUntil: at(tiers.find((t) => t.percent === 100)),
    partialRefundUntil: at(tiers.find((t) => t.percent > 0 && t.percent < 100)),
  };
}

/**
 * Until when a guest may move a booking (issue 16: until the policy's full-refund deadline).
 * Strict never refunds in full, so its most generous deadline (7 days before) applies.
 */
export function rescheduleDeadline(policy: CancellationPolicy, startAt: Date): Date {
  const first = POLICY_TIERS[policy][0] as RefundTier;
  return new Date(startAt.getTime() - first.hoursBefore * HOUR_MS);
}

/**
 * Why a guest cannot move a booking at `now`, or null when they can (issue 16; the server refuses
 * with it, the web app offers "Cambiar fecha" only when it is null). Input: the stored status,
 * start, end, request deadline and agreed policy. Output: 'RESCHEDULE_NOT_ALLOWED' (not a
 * confirmed booking still to end, nor an open request), 'RESCHEDULE_WINDOW_CLOSED' (past the
 * policy's rescheduleDeadline), or null.
 */
export function rescheduleProblem(
  booking: {
    status: string;
    startAt: Date;
    endAt: Date;
    requestExpiresAt: Date | null;
    cancellationPolicy: CancellationPolicy;
  },
  now: Date,
): 'RESCHEDULE_NOT_ALLOWED' | 'RESCHEDULE_WINDOW_CLOSED' | null {
  const t = now.getTime();
  const confirmed = booking.status === 'confirmed' && booking.endAt.getTime() > t;
  const openRequest =
    booking.status === 'pending' && booking.requestExpiresAt !== null && booking.requestExpiresAt.getTime() > t;
  if (!confirmed && !openRequest) return 'RESCHEDULE_NOT_ALLOWED';
  if (t > rescheduleDeadline(booking.cancellationPolicy, booking.startAt).getTime()) return 'RESCHEDULE_WINDOW_CLOSED';
  return null;
}

/** What was charged for a booking, split as the breakdown shows it (centavos). */
export interface ChargedAmounts {
  /** the hours: pricePerHour × hours, or the day price */
  subtotal: number;
  addOnsTotal: number;
  cleaningFee: number;
  commission: number;
  total: number;
}

/** A refund: the percent of the policy and the centavos given back, split like the charge. */
export interface Refund {
  percent: number;
  /** everything given back to the guest */
  total: number;
  /** the platform's commission given back (in proportion, issue 16) */
  commission: number;
  /** the owner's part given back: total − commission */
  owner: number;
}

/**
 * The refund of a cancellation (issue 16). Input: what the guest paid (centavos; pass zeros
 * for a booking paid at the venue), the percent from refundPercent. Output: Refund, each part
 * rounded half up; the commission comes back in the same proportion as the rest.
 */
export function computeRefund(paid: Pick<ChargedAmounts, 'total' | 'commission'>, percent: number): Refund {
  const total = Math.round((paid.total * percent) / 100);
  const commission = Math.min(total, Math.round((paid.commission * percent) / 100));
  return { percent, total, commission, owner: total - commission };
}

/** When an owner's answer to a request is due: 24 h after it was made, or its start if sooner. */
export function requestExpiry(createdAt: Date, startAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + REQUEST_TTL_MS, startAt.getTime()));
}

/** The earliest start a venue with `minNoticeHours` accepts at `now`. */
export function earliestStart(minNoticeHours: number, now: Date): Date {
  return new Date(now.getTime() + minNoticeHours * HOUR_MS);
}

/** Why a slot is not offered: taken by a booking or block, too close to one (buffer), too soon (notice), past. */
export type SlotRefusal = 'taken' | 'buffer' | 'notice' | 'past';

/** An instant range [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * Checks one slot against a venue's rules (issue 16). Input: the slot, the busy ranges of the
 * venue (`kind` booking or block), the venue's buffer and notice, and `now`.
 * Output: null when the slot may be booked, else the first reason it may not: past, notice
 * (starts before now + minNoticeHours), taken (overlaps a booking or block), buffer (a booking
 * ends less than bufferMinutes before the start or starts less than bufferMinutes after the end;
 * blocks need no buffer). Ranges are half open, so back-to-back bookings touch without overlap.
 */
export function slotRefusal(
  slot: TimeRange,
  busy: readonly (TimeRange & { kind: 'booking' | 'block' })[],
  rules: Pick<VenueRules, 'bufferMinutes' | 'minNoticeHours'>,
  now: Date,
): SlotRefusal | null {
  if (slot.start.getTime() <= now.getTime()) return 'past';
  if (slot.start.getTime() < earliestStart(rules.minNoticeHours, now).getTime()) return 'notice';
  const overlaps = (b: TimeRange, padMs: number) =>
    b.start.getTime() < slot.end.getTime() + padMs && slot.start.getTime() - padMs < b.end.getTime();
  if (busy.some((b) => overlaps(b, 0))) return 'taken';
  const pad = rules.bufferMinutes * MINUTE_MS;
  if (pad > 0 && busy.some((b) => b.kind === 'booking' && overlaps(b, pad))) return 'buffer';
  return null;
}

/** An add-on as the owner defines it (price in centavos). */
export interface AddOnPrice {
  price: number;
  unit: AddOnUnit;
}

/** What one chosen add-on costs for a booking of `hours` (centavos): price, or price × hours. */
export function addOnAmount(addOn: AddOnPrice, hours: number): number {
  return addOn.unit === 'hour' ? addOn.price * hours : addOn.price;
}
