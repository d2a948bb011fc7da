export type {
  AppConfig,
  BookingLimits,
  Context,
  ImageStorage,
  SessionCookie,
  SessionUser,
  StoredObject,
} from './context';
export { noCookie } from './context';
export { describeError, errorCodeForStatus, isConnectionError, toTRPCError } from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
export { GOOGLE_CALLBACK_PATH, startFreshSession } from './routers/auth';
export { signInWithGoogle, validateSessionToken } from './services/auth';
export type { BlockDto } from './services/blocks';
export { expireBookingRequests, expireReschedules } from './services/booking-changes';
export type { BookingDto, OwnerStats } from './services/bookings';
export { ownerCalendarFeed } from './services/calendar';
export { checkInUrl, confirmationCode, verifyBookingSignature } from './services/check-in';
export { busyTimesOf, feedOptions, refreshDueFeeds } from './services/external-calendars';
export {
  type IncomingImage,
  MAX_UPLOAD_BYTES,
  purgeOrphanUploads,
  resizedCopyKey,
  type UploadResult,
  uploadVenueImages,
} from './services/images';
export { LocalImageStorage } from './services/local-storage';
export { type DeliveryResult, deliverDueMail, enqueueMail } from './services/mail-outbox';
export { type MessageHub, startMessageHub } from './services/message-hub';
export { readConversationAsAdmin } from './services/messages';
export { refundUnappliedDifferences, voidAuthorizedPayments } from './services/payments';
export { PaypalClient, type PaypalConfig } from './services/paypal-client';
export { S3ImageStorage, type S3StorageConfig } from './services/s3-storage';
export {
  createSearchCache,
  createSharedSearchCache,
  type SearchCache,
  type SharedCacheStore,
} from './services/search-cache';
export { enqueueTimedMail } from './services/timed-mail';
export { completeEndedBookings, type UserStats } from './services/user-stats';
export type { ReviewDto, VenueDto } from './services/venues';
