/**
 * Response shapes (issue 14): what the API answers, as zod schemas shared by the server (each
 * procedure declares its `.output()`, so a field never leaks or goes missing unnoticed) and the
 * web app (types inferred from the router). Money is an MXN decimal string ("1250.00"),
 * instants are ISO 8601 strings in UTC unless a field is a Date (superjson carries Dates).
 * SPEC.md §3 names the fields; later issues added some (noted on each).
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-lifecycle';
import { ADD_ON_UNITS, BOOKING_MODES, CANCELLATION_POLICIES } from './booking-rules';
import { CATEGORIES } from './categories';
import { ROLES } from './roles';
import { START_TIMES } from './slot-constants';

/** MXN decimal string, e.g. "1250.00". */
const money = z.string();
/** ISO 8601 instant, e.g. "2026-11-27T18:00:00.000Z". */
const instant = z.string();

/** A venue (SPEC.md §3 Venue). */
export const VenueDtoSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  city: z.string(),
  country: z.string(),
  address: z.string(),
  capacity: z.number().int(),
  pricePerHour: money.nullable(),
  pricePerDay: money.nullable(),
  /** average review rating, "4.67"; "0.00" when none */
  rating: z.string(),
  reviewCount: z.number().int(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: instant,
  /** issue 16: the host's rules (booking-rules.ts) */
  bookingMode: z.enum(BOOKING_MODES),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** minutes kept free between bookings */
  bufferMinutes: z.number().int(),
  /** hours of notice needed before a start */
  minNoticeHours: z.number().int(),
  cleaningFee: money.nullable(),
  /** issue 18: where it is; lat/lng in degrees (WGS 84) */
  colonia: z.string().nullable(),
  alcaldia: z.string().nullable(),
  postalCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** true until the owner sets the pin ("ubicación aproximada": the colonia's or the city's centre) */
  locationApproximate: z.boolean(),
  /** metres from the searched point, only in a search with `near` */
  distanceMeters: z.number().int().optional(),
});
export type VenueDto = z.infer<typeof VenueDtoSchema>;

/** A priced extra of a venue (issue 16). */
export const AddOnDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: money,
  unit: z.enum(ADD_ON_UNITS),
});
export type AddOnDto = z.infer<typeof AddOnDtoSchema>;

/** One venue with its add-ons (issue 16): GET /api/venues/{id}, venues.byId. */
export const VenueDetailDtoSchema = VenueDtoSchema.extend({ addOns: z.array(AddOnDtoSchema) });
export type VenueDetailDto = z.infer<typeof VenueDetailDtoSchema>;

/** A venue in the admin list, with its owner's name (or e-mail). */
export const AdminVenueDtoSchema = VenueDtoSchema.extend({ ownerName: z.string() });
export type AdminVenueDto = z.infer<typeof AdminVenueDtoSchema>;

/** One page of venues.search: the venues, how many match in all, the next page's cursor (null on the last). */
export const VenueSearchPageDtoSchema = z.object({
  venues: z.array(VenueDtoSchema),
  total: z.number().int(),
  nextCursor: z.number().int().nullable(),
});

/** A review (SPEC.md §3 Review). */
export const ReviewDtoSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: instant,
  user: z.object({ firstName: z.string() }),
});
export type ReviewDto = z.infer<typeof ReviewDtoSchema>;

/** One offered start time of a date: free or not, past or not. */
export const StartTimeAvailabilitySchema = z.object({
  startTime: z.enum(START_TIMES),
  available: z.boolean(),
  /** true when the slot starts in the past */
  past: z.boolean(),
  /** issue 16: why it is not offered; null when available */
  reason: z.enum(['taken', 'buffer', 'notice', 'past']).nullable(),
});

/** Issue 18: one date of a venue's month view and its free start times for the chosen duration. */
export const AvailableDaySchema = z.object({
  date: z.string(),
  freeStartTimes: z.array(z.enum(START_TIMES)),
  /** why each other start time is not offered */
  reasons: z.partialRecord(z.enum(START_TIMES), z.enum(['taken', 'buffer', 'notice', 'past'])),
});
export type AvailableDayDto = z.infer<typeof AvailableDaySchema>;

/** A booking (SPEC.md §3 Booking). */
export const BookingDtoSchema = z.object({
  id: z.string(),
  /** short confirmation code shown to guest and owner */
  code: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  venueCity: z.string(),
  /** the venue's colonia read from its address ("Roma Norte"), null when it names none (issue 13) */
  venueNeighborhood: z.string().nullable(),
  venueImage: z.string().nullable(),
  startDate: instant,
  endDate: instant,
  guestCount: z.number().int(),
  subtotal: money,
  commission: money,
  totalAmount: money,
  specialRequests: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** PNG data URL of the check-in QR; on confirmed bookings when asked for */
  qrCode: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  paymentMethod: z.string(),
  checkedInAt: instant.nullable(),
  /** true once the guest reviewed this booking */
  reviewed: z.boolean(),
  createdAt: instant,
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  venue: z.object({ name: z.string() }),
  /** issue 16: the extras charged on top of the hours (subtotal) */
  addOnsTotal: money,
  cleaningFee: money,
  /** each with the venue's add-on it came from (null once the owner removed it), so a move can keep it */
  addOns: z.array(
    z.object({
      addOnId: z.string().nullable(),
      name: z.string(),
      unit: z.enum(ADD_ON_UNITS),
      unitPrice: money,
      amount: money,
    }),
  ),
  /** the policy agreed when booking */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** pending on a request venue, waiting for the owner's answer until requestExpiresAt */
  awaitingApproval: z.boolean(),
  requestExpiresAt: instant.nullable(),
  /** who or what cancelled it; null while not cancelled */
  cancelReason: z.enum(['guest', 'owner', 'admin', 'declined', 'expired', 'payment']).nullable(),
  /** what the cancellation gave back (paid online only); null when none was due */
  refundAmount: money.nullable(),
  refundPercent: z.number().int().nullable(),
  /** a move the guest asked for on a request venue, waiting for the owner */
  pendingReschedule: z.object({ startDate: instant, endDate: instant, totalAmount: money }).nullable(),
});
export type BookingDto = z.infer<typeof BookingDtoSchema>;

/**
 * What cancelling a booking now would give back (issue 16, GET /api/bookings/{id}/cancellation):
 * the policy, the percent, what was paid online and the refund (both MXN), and the deadlines.
 */
export const CancellationPreviewSchema = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  refundPercent: z.number().int(),
  /** paid online (PayPal); "0.00" for pay at the venue or an unpaid request */
  paidAmount: money,
  refundAmount: money,
  fullRefundUntil: instant.nullable(),
  partialRefundUntil: instant.nullable(),
  /** true when the venue's owner or an admin cancels (always a full refund) */
  byManager: z.boolean(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

/** What POST /api/bookings/{id}/reschedule answers (issue 16). */
export const RescheduleResultSchema = z.object({
  booking: BookingDtoSchema,
  /** applied at once; requested (waits for the owner); payment_required (pay the difference at approveUrl) */
  outcome: z.enum(['applied', 'requested', 'payment_required']),
  approveUrl: z.string().nullable(),
});
export type RescheduleResult = z.infer<typeof RescheduleResultSchema>;

/** An iCalendar file of a booking. */
export const CalendarFileSchema = z.object({ filename: z.string(), content: z.string() });

/** Owner dashboard figures (SPEC.md §2 /owner-dashboard; income split of issue 13). */
export const OwnerStatsSchema = z.object({
  venueCount: z.number().int(),
  bookingCount: z.number().int(),
  /** subtotals of completed bookings (the owner's share); same as earnedIncome */
  income: money,
  earnedIncome: money,
  /** subtotals of confirmed bookings not ended yet */
  expectedIncome: money,
  /** average of the venues' ratings over venues with reviews, "4.67"; "0.00" when none */
  averageRating: z.string(),
  recentBookings: z.array(BookingDtoSchema),
});
export type OwnerStats = z.infer<typeof OwnerStatsSchema>;

/** Blocked time of a venue. */
export const BlockDtoSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  startDate: instant,
  endDate: instant,
  reason: z.string(),
  /** issue 18: 'external' blocks come from the venue's iCal feed (changed there, not here) */
  source: z.enum(['owner', 'external']),
});
export type BlockDto = z.infer<typeof BlockDtoSchema>;

/** Issue 18: a venue's external iCal feed and how its last refresh went. */
export const CalendarFeedDtoSchema = z.object({
  venueId: z.string(),
  url: z.string(),
  lastSyncedAt: instant.nullable(),
  /** the last refresh's failure in Spanish; null when it worked */
  lastError: z.string().nullable(),
  /** busy ranges now blocked from it */
  blockCount: z.number().int(),
});
export type CalendarFeedDto = z.infer<typeof CalendarFeedDtoSchema>;

/** Issue 18: one booking on the owner's calendar, with what the owner needs to act on it. */
export const CalendarBookingSchema = z.object({
  id: z.string(),
  code: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  startDate: instant,
  endDate: instant,
  status: z.enum(BOOKING_STATUSES),
  awaitingApproval: z.boolean(),
  guestCount: z.number().int(),
  totalAmount: money,
  guest: z.object({ name: z.string(), email: z.string() }),
  checkedInAt: instant.nullable(),
});

/** Issue 18: the owner's calendar for a range: bookings of every managed venue and their blocks. */
export const OwnerCalendarDtoSchema = z.object({
  bookings: z.array(CalendarBookingSchema),
  blocks: z.array(BlockDtoSchema.extend({ venueName: z.string() })),
  /** moves guests asked for (issue 16) that are not applied yet: where the booking would go */
  moves: z.array(
    z.object({
      bookingId: z.string(),
      venueId: z.string(),
      venueName: z.string(),
      startDate: instant,
      endDate: instant,
      status: z.enum(['pending', 'awaiting_payment']),
      guestName: z.string(),
    }),
  ),
});
export type OwnerCalendarDto = z.infer<typeof OwnerCalendarDtoSchema>;

/** A URL (the owner's private calendar feed). */
export const UrlDtoSchema = z.object({ url: z.string() });

/** What the QR link shows the venue's owner. */
export const CheckInViewSchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  guestName: z.string(),
  venueName: z.string(),
  startDate: instant,
  endDate: instant,
  guestCount: z.number().int(),
  status: z.string(),
  checkedInAt: instant.nullable(),
  /** from when the arrival may be recorded (issue 13: 60 minutes before the start) */
  checkInOpensAt: instant,
});
export type CheckInView = z.infer<typeof CheckInViewSchema>;

/** The signed-in user (SPEC.md §3 User). `role` is held, `contextRole` the dashboard in view. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  contextRole: z.enum(ROLES),
  roleSelected: z.boolean(),
  profileImageUrl: z.string().nullable(),
  authProvider: z.string(),
  /** issue 15: the address was confirmed (the e-mailed link, a password reset, or Google) */
  emailVerified: z.boolean(),
  createdAt: z.date(),
});
export type SessionUserDto = z.infer<typeof SessionUserSchema>;

/** `{ success: true }`, with how many sessions ended when that is the point. */
export const SuccessSchema = z.object({ success: z.literal(true) });
export const LogoutAllResultSchema = SuccessSchema.extend({ ended: z.number().int() });

/** What to register in Google Cloud for sign-in (SPEC.md §2 /oauth-config). */
export const OauthConfigSchema = z.object({
  productDomain: z.string(),
  callbackPath: z.string(),
  javascriptOrigins: z.array(z.string()),
  redirectUris: z.array(z.string()),
  /** true when Google sign-in is configured on this server */
  googleConfigured: z.boolean(),
});

/** The profile's figures (PRODUCT.md §6; issue 13: only what happened). */
export const UserStatsSchema = z.object({
  activeBookings: z.number().int(),
  nextBookingAt: instant.nullable(),
  nextBookingVenue: z.string().nullable(),
  bookingsMade: z.number().int(),
  totalSpent: money,
  averageRatingGiven: z.string().nullable(),
  reviewsWritten: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** An application to become an owner, as its applicant sees it. */
export const OwnerApplicationDtoSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  phone: z.string(),
  experience: z.string().nullable(),
  motivation: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: instant,
});
export type OwnerApplicationDto = z.infer<typeof OwnerApplicationDtoSchema>;

/** A stored photo (SPEC.md §3: `data` is its URL; sizes in bytes, dimensions in px). */
export const UploadedImageDtoSchema = z.object({
  id: z.string(),
  data: z.string(),
  url: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  originalSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImageDto = z.infer<typeof UploadedImageDtoSchema>;
export const UploadResultSchema = z.object({
  images: z.array(UploadedImageDtoSchema),
  /** bytes saved by re-encoding, summed over the files */
  totalSizeSaved: z.number().int(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** A way to pay (SPEC.md §4). */
export const PaymentMethodSchema = z.object({
  id: z.enum(['venue', 'paypal']),
  label: z.string(),
  available: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** PayPal's client setup. */
export const PaypalSetupSchema = z.object({ clientToken: z.string(), clientId: z.string() });

/** A PayPal order opened for a quoted booking (amount decided by the server). */
export const CreatedOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: money,
  currency: z.literal('MXN'),
  /** where the guest approves the payment */
  approveUrl: z.string().nullable(),
  bookingId: z.string().nullable(),
});
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;

/** A user in the admin list, with counts. */
export const AdminUserDtoSchema = SessionUserSchema.extend({
  bookingCount: z.number().int(),
  venueCount: z.number().int(),
});
export type AdminUserDto = z.infer<typeof AdminUserDtoSchema>;

/** The commission split percentages in force ("10.00" = 10 %). */
export const PriceConfigDtoSchema = z.object({
  operativePercentage: z.string(),
  backofficePercentage: z.string(),
  taxPercentage: z.string(),
  paymentGatewayPercentage: z.string(),
  updatedAt: instant,
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PriceConfigDto = z.infer<typeof PriceConfigDtoSchema>;

/** The admin financial view (issue 13: money taken online apart from pay-at-venue). */
export const FinancialSummarySchema = z.object({
  grossBookingVolume: money,
  platformCommission: money,
  capturedOnline: money,
  refundedOnline: money,
  payAtVenue: money,
  split: z.object({
    operative: money,
    backoffice: money,
    tax: money,
    paymentGateway: money,
    remainder: money,
  }),
  percentages: PriceConfigDtoSchema,
  countsByStatus: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type FinancialSummary = z.infer<typeof FinancialSummarySchema>;

/** A pending owner application with its applicant. */
export const ApplicationForAdminSchema = OwnerApplicationDtoSchema.omit({ status: true }).extend({
  status: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
});
export type ApplicationForAdmin = z.infer<typeof ApplicationForAdminSchema>;

/** The outcome of deciding an application. */
export const ApplicationDecisionSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;

/** One audit-log entry (who changed what, before and after). */
export const AuditEntryDtoSchema = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: instant,
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDtoSchema>;

/** issue 15: one message of a thread, as a participant sees it. */
export const MessageDtoSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.date(),
  /** sent by the reader */
  mine: z.boolean(),
  senderName: z.string(),
});
export type MessageDto = z.infer<typeof MessageDtoSchema>;

/** issue 15: a thread in the inbox: the venue, the other person, the booking, the last message, unread count. */
export const ConversationSummarySchema = z.object({
  id: z.string(),
  venue: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  /** the reader's side: the guest or the venue's owner */
  myRole: z.enum(['guest', 'owner']),
  counterpartName: z.string(),
  booking: z
    .object({ id: z.string(), startDate: z.date(), endDate: z.date(), status: z.enum(BOOKING_STATUSES) })
    .nullable(),
  lastMessage: z.object({ body: z.string(), createdAt: z.date(), mine: z.boolean() }).nullable(),
  unread: z.number().int(),
  lastMessageAt: z.date(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** issue 15: a thread with its messages, oldest first. */
export const ConversationDtoSchema = ConversationSummarySchema.extend({ messages: z.array(MessageDtoSchema) });
export type ConversationDto = z.infer<typeof ConversationDtoSchema>;

/** issue 15: a thread as the moderation list shows it: who and where, never what was said. */
export const AdminConversationSchema = z.object({
  id: z.string(),
  venueName: z.string(),
  guestName: z.string(),
  ownerName: z.string(),
  isBookingThread: z.boolean(),
  messageCount: z.number().int(),
  lastMessageAt: z.date(),
});
export type AdminConversation = z.infer<typeof AdminConversationSchema>;
