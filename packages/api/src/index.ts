export type { AppConfig, Context, SessionCookie, SessionUser } from './context';
export { noCookie } from './context';
export { describeError, isConnectionError } from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
export { validateSessionToken } from './services/auth';
export type { BookingDto } from './services/bookings';
export { checkInUrl, confirmationCode, verifyBookingSignature } from './services/check-in';
export type { ReviewDto, VenueDto } from './services/venues';
