import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canActAsOwner,
  canBookVenue,
  canCancelBooking,
  canCompletePaymentOrder,
  canManageBooking,
  canManageVenue,
  canReviewBooking,
  canSelectRole,
  canViewBooking,
  canViewVenue,
  isAdmin,
} from './policies';
import { roleChangeEndsSessions } from './roles';

// The cast of every policy: the booking's guest, another guest, the venue's owner, another owner, an admin.
const actors = {
  visitor: null,
  guest: { id: 'guest', role: 'user' },
  otherGuest: { id: 'other-guest', role: 'user' },
  owner: { id: 'owner', role: 'owner' },
  otherOwner: { id: 'other-owner', role: 'owner' },
  admin: { id: 'admin', role: 'admin' },
} satisfies Record<string, Actor | null>;
type Who = keyof typeof actors;

const venue = { ownerId: 'owner', isActive: true };
const inactiveVenue = { ownerId: 'owner', isActive: false };
const booking = { userId: 'guest', venueOwnerId: 'owner' };
// An older booking an owner made of their own venue (before issue 12 refused that).
const ownersBooking = { userId: 'owner', venueOwnerId: 'owner' };

/** Who, of the cast, the policy lets through. */
function allowed(policy: (actor: Actor | null) => boolean): Who[] {
  return (Object.keys(actors) as Who[]).filter((who) => policy(actors[who]));
}

describe('access policies: who, of visitor / guest / other guest / owner / other owner / admin, may', () => {
  it.each([
    ['be an admin', (a: Actor | null) => isAdmin(a), ['admin']],
    ['use the owner screens', (a: Actor | null) => canActAsOwner(a), ['owner', 'otherOwner', 'admin']],
    ['manage a venue', (a: Actor | null) => canManageVenue(a, venue), ['owner', 'admin']],
    [
      'view an active venue',
      (a: Actor | null) => canViewVenue(a, venue),
      ['visitor', 'guest', 'otherGuest', 'owner', 'otherOwner', 'admin'],
    ],
    ['view an inactive venue', (a: Actor | null) => canViewVenue(a, inactiveVenue), ['owner', 'admin']],
    ['book a venue', (a: Actor | null) => canBookVenue(a, venue), ['guest', 'otherGuest', 'otherOwner', 'admin']],
    ['view a booking', (a: Actor | null) => canViewBooking(a, booking), ['guest', 'owner', 'admin']],
    ['cancel a booking', (a: Actor | null) => canCancelBooking(a, booking), ['guest', 'owner', 'admin']],
    ['manage a booking (check in, cancel late)', (a: Actor | null) => canManageBooking(a, booking), ['owner', 'admin']],
    ['review a booking', (a: Actor | null) => canReviewBooking(a, booking), ['guest']],
    ["review their own venue's booking", (a: Actor | null) => canReviewBooking(a, ownersBooking), []],
    [
      "complete the guest's PayPal order",
      (a: Actor | null) => canCompletePaymentOrder(a, { userId: 'guest' }),
      ['guest'],
    ],
  ] as const)('%s', (_name, policy, expected) => {
    expect(allowed(policy)).toEqual(expected);
  });

  it('select a role: user and owner for anyone, admin only for admins', () => {
    const signedIn = (['guest', 'owner', 'admin'] as const).map((who) => actors[who]);
    expect(signedIn.map((a) => canSelectRole(a, 'user'))).toEqual([true, true, true]);
    expect(signedIn.map((a) => canSelectRole(a, 'owner'))).toEqual([true, true, true]);
    expect(signedIn.map((a) => canSelectRole(a, 'admin'))).toEqual([false, false, true]);
  });
});

describe('role changes', () => {
  it('end the sessions of a demoted user only', () => {
    expect(roleChangeEndsSessions('owner', 'user')).toBe(true);
    expect(roleChangeEndsSessions('admin', 'owner')).toBe(true);
    expect(roleChangeEndsSessions('user', 'owner')).toBe(false);
    expect(roleChangeEndsSessions('user', 'admin')).toBe(false);
    expect(roleChangeEndsSessions('owner', 'owner')).toBe(false);
  });
});
