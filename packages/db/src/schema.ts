/**
 * Database types (camelCase; snake_case in SQL through snake-case-dialect.ts). Kept in step with
 * the migrations in ./migrations.
 */
import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | number, string | number>;
/** A numeric column with a default. */
type DefaultNumeric = ColumnType<string, string | number | undefined, string | number>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  role: Generated<string>;
  contextRole: string | null;
  roleSelected: Generated<boolean>;
  profileImageUrl: string | null;
  authProvider: Generated<string>;
  googleSub: string | null;
  calendarToken: string | null;
  /** issue 15: optional e-mails the person keeps on (default) or turns off on /profile */
  emailReminders: Generated<boolean>;
  emailReviewRequests: Generated<boolean>;
  emailMessages: Generated<boolean>;
  /** issue 15: when the address was confirmed (a Google sign-in confirms it); null until then */
  emailVerifiedAt: Date | null;
  createdAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface VenuesTable {
  id: Generated<string>;
  ownerId: string;
  name: string;
  description: Generated<string>;
  category: string;
  address: string;
  city: string;
  country: Generated<string>;
  capacity: number;
  pricePerHour: Numeric | null;
  pricePerDay: Numeric | null;
  amenities: ColumnType<string[], string[] | undefined, string[]>;
  images: ColumnType<string[], string[] | undefined, string[]>;
  rating: ColumnType<string, string | number | undefined, string | number>;
  reviewCount: Generated<number>;
  isActive: Generated<boolean>;
  deletedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** f_unaccent(lower(name || ' ' || description)), kept by PostgreSQL (text search) */
  searchText: GeneratedAlways<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** issue 16: host booking rules (packages/domain booking-rules.ts) */
  bookingMode: Generated<'instant' | 'request'>;
  cancellationPolicy: Generated<'flexible' | 'moderate' | 'strict'>;
  bufferMinutes: Generated<number>;
  minNoticeHours: Generated<number>;
  cleaningFee: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** issue 18: where it is (domain colonias.ts placeOf); lat/lng in degrees, default the city centre */
  colonia: string | null;
  alcaldia: string | null;
  postalCode: string | null;
  lat: Generated<number>;
  lng: Generated<number>;
  locationApproximate: Generated<boolean>;
}

/** issue 16: a priced extra of a venue. */
export interface VenueAddOnsTable {
  id: Generated<string>;
  venueId: string;
  name: string;
  price: Numeric;
  unit: 'booking' | 'hour';
  position: Generated<number>;
  createdAt: Timestamp;
}

/** issue 16: an extra as it was charged on a booking (name and price kept as booked). */
export interface BookingAddOnsTable {
  id: Generated<string>;
  bookingId: string;
  addOnId: string | null;
  name: string;
  unit: 'booking' | 'hour';
  unitPrice: Numeric;
  amount: Numeric;
}

/** issue 16: a move of a booking waiting for the owner (request venues) or for a payment. */
export interface BookingReschedulesTable {
  id: Generated<string>;
  bookingId: string;
  startAt: ColumnType<Date, Date | string, Date | string>;
  endAt: ColumnType<Date, Date | string, Date | string>;
  subtotal: Numeric;
  addOnsTotal: Numeric;
  cleaningFee: Numeric;
  commission: Numeric;
  totalAmount: Numeric;
  status: Generated<'pending' | 'awaiting_payment' | 'applied' | 'declined' | 'withdrawn'>;
  paymentOrderId: string | null;
  createdAt: Timestamp;
  decidedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BookingsTable {
  id: Generated<string>;
  venueId: string;
  userId: string;
  startAt: ColumnType<Date, Date | string, Date | string>;
  endAt: ColumnType<Date, Date | string, Date | string>;
  guestCount: number;
  subtotal: Numeric;
  commission: Numeric;
  totalAmount: Numeric;
  specialRequests: string | null;
  status: Generated<string>;
  paymentMethod: Generated<string>;
  paymentIntentId: string | null;
  checkedInAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  /** issue 16: extras charged, the policy agreed, the buffer kept after it (end + buffer, by trigger) */
  addOnsTotal: DefaultNumeric;
  cleaningFee: DefaultNumeric;
  cancellationPolicy: Generated<'flexible' | 'moderate' | 'strict'>;
  bufferMinutes: Generated<number>;
  bufferEndAt: GeneratedAlways<Date>;
  /** a request waiting for the owner until then; null for every other booking */
  requestExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelReason: 'guest' | 'owner' | 'admin' | 'declined' | 'expired' | 'payment' | null;
  refundAmount: Numeric | null;
  refundPercent: number | null;
}

export interface ReviewsTable {
  id: Generated<string>;
  venueId: string;
  userId: string;
  bookingId: string | null;
  rating: number;
  comment: Generated<string>;
  createdAt: Timestamp;
}

export interface PriceConfigsTable {
  id: Generated<number>;
  operativePercentage: Numeric;
  backofficePercentage: Numeric;
  taxPercentage: Numeric;
  paymentGatewayPercentage: Numeric;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export interface OwnerApplicationsTable {
  id: Generated<string>;
  userId: string;
  businessName: string;
  phone: string;
  experience: string | null;
  motivation: string | null;
  status: Generated<string>;
  reviewedBy: string | null;
  reviewedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
}

/** issue 18: a venue's external iCal calendar whose busy times become blocks. */
export interface VenueCalendarFeedsTable {
  id: Generated<string>;
  venueId: string;
  url: string;
  lastAttemptAt: Date | null;
  lastSyncedAt: Date | null;
  lastError: string | null;
  createdAt: Timestamp;
}

export interface VenueBlocksTable {
  id: Generated<string>;
  venueId: string;
  startAt: ColumnType<Date, Date | string, Date | string>;
  endAt: ColumnType<Date, Date | string, Date | string>;
  reason: Generated<string>;
  createdBy: string | null;
  createdAt: Timestamp;
  /** issue 18: 'external' blocks come from the venue's iCal feed and are replaced on each refresh */
  source: Generated<'owner' | 'external'>;
  feedId: string | null;
}

export interface UploadedImagesTable {
  id: Generated<string>;
  uploadedBy: string;
  venueId: string | null;
  storageKey: string;
  url: string;
  originalName: string;
  originalBytes: number;
  storedBytes: number;
  width: number;
  height: number;
  createdAt: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

export interface PaymentOrdersTable {
  id: string;
  userId: string;
  bookingId: string | null;
  amount: Numeric;
  currency: string;
  status: Generated<string>;
  captureId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** issue 16: 'AUTHORIZE' for a request (captured when the owner accepts) */
  intent: Generated<'CAPTURE' | 'AUTHORIZE'>;
  authorizationId: string | null;
  /** refunded so far (partial refunds), MXN */
  refundedAmount: DefaultNumeric;
  /** 'booking', or 'reschedule' for the price difference of a move */
  purpose: Generated<'booking' | 'reschedule'>;
}

/** issue 12: the Idempotency-Key of a booking request, per user (written with the booking). */
export interface LoginFailuresTable {
  email: string;
  failedAt: Generated<Date>;
}

/**
 * issue 15: an e-mail waiting to be sent, sent, kept (no SMTP_URL) or given up on. `data` is the
 * template's input (packages/mail MailData); subject, html, text and attachments are filled when
 * the worker renders it. A sent e-mail keeps its recipient and subject; its body is dropped.
 */
export interface MailOutboxTable {
  id: Generated<string>;
  /** what the e-mail is, e.g. 'password-reset' (MailData['kind']) */
  kind: string;
  /** one e-mail per event: a second insert with the same key is skipped */
  dedupeKey: string | null;
  toAddress: string;
  data: ColumnType<unknown, string, string>;
  subject: string | null;
  html: string | null;
  text: string | null;
  attachments: ColumnType<MailAttachment[] | null, string | null, string | null>;
  status: Generated<'queued' | 'sent' | 'kept' | 'failed'>;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Date>;
  lastError: string | null;
  createdAt: Generated<Date>;
  sentAt: Date | null;
}

/** An attachment of an outbox e-mail: base64 content, inline (cid) when `cid` is set. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  cid?: string;
}

/** issue 15: the token of an e-mailed link, by its SHA-256 (hex); valid until expiresAt, once. */
export interface AccountTokensTable {
  tokenHash: string;
  userId: string;
  purpose: 'password-reset' | 'email-confirmation';
  expiresAt: Timestamp;
  usedAt: Date | null;
  createdAt: Generated<Date>;
}

/** issue 15: a guest–owner thread about a venue (an inquiry) or about a booking. */
export interface ConversationsTable {
  id: Generated<string>;
  venueId: string;
  guestId: string;
  /** null for an inquiry before booking */
  bookingId: string | null;
  createdAt: Generated<Date>;
  lastMessageAt: Generated<Date>;
  guestReadAt: Generated<Date>;
  ownerReadAt: Generated<Date>;
  guestNotifiedAt: Date | null;
  ownerNotifiedAt: Date | null;
}

/** issue 15: one plain-text message (1..2,000 characters). */
export interface MessagesTable {
  id: Generated<string>;
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: Generated<Date>;
}

export interface BookingIdempotencyKeysTable {
  userId: string;
  key: string;
  /** SHA-256 (hex) of the request's booking fields */
  requestHash: string;
  bookingId: string;
  createdAt: Timestamp;
}

/** issue 16: a venue a person saved as a favourite (primary key user_id + venue_id). */
export interface FavoritesTable {
  userId: string;
  venueId: string;
  createdAt: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  venues: VenuesTable;
  venueCalendarFeeds: VenueCalendarFeedsTable;
  bookings: BookingsTable;
  reviews: ReviewsTable;
  priceConfigs: PriceConfigsTable;
  ownerApplications: OwnerApplicationsTable;
  venueBlocks: VenueBlocksTable;
  uploadedImages: UploadedImagesTable;
  auditLog: AuditLogTable;
  paymentOrders: PaymentOrdersTable;
  bookingIdempotencyKeys: BookingIdempotencyKeysTable;
  loginFailures: LoginFailuresTable;
  mailOutbox: MailOutboxTable;
  accountTokens: AccountTokensTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  venueAddOns: VenueAddOnsTable;
  bookingAddOns: BookingAddOnsTable;
  bookingReschedules: BookingReschedulesTable;
  favorites: FavoritesTable;
}

export type UserRow = Selectable<UsersTable>;
export type VenueRow = Selectable<VenuesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
