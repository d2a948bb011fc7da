/**
 * Who may do what (PRODUCT.md §2, issue 14): the one place that decides access to an object.
 * Pure functions of the actor and the object, in an own/any vocabulary: an owner acts on
 * their own venues and their bookings, an admin on any, a guest on their own bookings.
 * Services load the object, ask here, and turn a refusal into the error that reveals nothing
 * (issue 12: another owner's venue is a 404, like a missing one, so ids cannot be probed).
 * The permission-matrix integration test checks every route and procedure against these.
 */
import { type Role, roleAtLeast } from './roles';

/** The signed-in person acting, or null for a visitor. `role` is the role held, not the view. */
export interface Actor {
  id: string;
  role: string;
}

/** A venue as far as access goes. */
export interface VenueAccess {
  ownerId: string;
}

/** A booking as far as access goes: its guest and its venue's owner. */
export interface BookingAccess {
  userId: string;
  venueOwnerId: string;
}

/** True for an admin (PRODUCT.md §2: admins act on any object). */
export function isAdmin(actor: Actor | null): actor is Actor {
  return actor !== null && actor.role === 'admin';
}

/** True for an owner or an admin: may list venues and use the owner screens (PRODUCT.md §2). */
export function canActAsOwner(actor: Actor | null): actor is Actor {
  return actor !== null && roleAtLeast(actor.role as Role, 'owner');
}

/**
 * True when the actor may publish a new venue: an owner (or admin) whose e-mail address is
 * confirmed (issue 15), so guests' booking e-mails reach a real host.
 */
export function canPublishVenue(actor: (Actor & { emailVerified: boolean }) | null): boolean {
  return canActAsOwner(actor) && actor.emailVerified;
}

/** True when the actor owns the venue (own, not any: admins are not owners of it). */
export function ownsVenue(actor: Pick<Actor, 'id'> | null, venue: VenueAccess): boolean {
  return actor !== null && actor.id === venue.ownerId;
}

/** PRODUCT.md §2: the venue's owner, or any admin (edit, delete, photos, blocks, feed). */
export function canManageVenue(actor: Actor | null, venue: VenueAccess): boolean {
  return isAdmin(actor) || ownsVenue(actor, venue);
}

/** PRODUCT.md §3: active venues are public; an inactive one only to those who manage it. */
export function canViewVenue(actor: Actor | null, venue: VenueAccess & { isActive: boolean }): boolean {
  return venue.isActive || canManageVenue(actor, venue);
}

/**
 * Issue 12: anyone signed in may book a venue except its owner (no self-booking to inflate
 * income or ratings); the same rule refuses reviewing one's own venue.
 */
export function canBookVenue(actor: Pick<Actor, 'id'> | null, venue: VenueAccess): boolean {
  return actor !== null && !ownsVenue(actor, venue);
}

/** True when the actor is the booking's guest (own booking). */
export function isBookingGuest(actor: Actor | null, booking: Pick<BookingAccess, 'userId'>): boolean {
  return actor !== null && actor.id === booking.userId;
}

/**
 * The venue's owner or an admin: sees the guest's details, checks the guest in, and may
 * cancel until the booking ends (booking-lifecycle.ts cancellationProblem).
 */
export function canManageBooking(actor: Actor | null, booking: Pick<BookingAccess, 'venueOwnerId'>): boolean {
  return canManageVenue(actor, { ownerId: booking.venueOwnerId });
}

/** The booking's guest, the venue's owner or an admin; anyone else gets BOOKING_NOT_FOUND. */
export function canViewBooking(actor: Actor | null, booking: BookingAccess): boolean {
  return isBookingGuest(actor, booking) || canManageBooking(actor, booking);
}

/** Who may cancel: whoever may view it (guests within the deadline, managers until the end). */
export function canCancelBooking(actor: Actor | null, booking: BookingAccess): boolean {
  return canViewBooking(actor, booking);
}

/** PRODUCT.md §4: only the booking's guest reviews it, and never on their own venue (issue 12). */
export function canReviewBooking(actor: Actor | null, booking: BookingAccess): boolean {
  return isBookingGuest(actor, booking) && canBookVenue(actor, { ownerId: booking.venueOwnerId });
}

/** A conversation as far as access goes (issue 15): its guest and the venue's owner. */
export interface ConversationAccess {
  guestId: string;
  venueOwnerId: string;
}

/**
 * Issue 15: only the two participants read or write a thread (the guest and the venue's owner).
 * Admins are not participants: they read a thread only through the audited moderation view.
 */
export function isConversationParticipant(actor: Actor | null, conversation: ConversationAccess): boolean {
  return actor !== null && (actor.id === conversation.guestId || actor.id === conversation.venueOwnerId);
}

/** Issue 15: a guest asks a venue's owner before booking: an active venue, not one's own. */
export function canStartInquiry(actor: Actor | null, venue: { ownerId: string; isActive: boolean }): boolean {
  return actor !== null && venue.isActive && actor.id !== venue.ownerId;
}

/** A PayPal order is completed only by the user who opened it. */
export function canCompletePaymentOrder(actor: Actor | null, order: { userId: string }): boolean {
  return actor !== null && actor.id === order.userId;
}

/**
 * PRODUCT.md §2 role selection: anyone may pick user or owner; admin only when already held.
 */
export function canSelectRole(actor: Actor, requested: Role): boolean {
  return requested !== 'admin' || isAdmin(actor);
}
