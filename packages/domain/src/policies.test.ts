import { describe, expect, it } from 'vitest';
import { canManageVenue, canViewVenue } from './policies';

const owner = { id: 'owner', role: 'owner' };
const otherOwner = { id: 'other-owner', role: 'owner' };
const guest = { id: 'guest', role: 'user' };
const admin = { id: 'admin', role: 'admin' };
const active = { ownerId: 'owner', isActive: true };
const inactive = { ownerId: 'owner', isActive: false };

describe('venue policies', () => {
  it('only the owner and admins manage a venue', () => {
    expect([null, guest, owner, otherOwner, admin].map((a) => canManageVenue(a, active))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('an inactive venue is seen only by whoever manages it', () => {
    expect([null, guest, owner, otherOwner, admin].map((a) => canViewVenue(a, active))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([null, guest, owner, otherOwner, admin].map((a) => canViewVenue(a, inactive))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});
