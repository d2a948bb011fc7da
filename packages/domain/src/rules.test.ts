import { describe, expect, it } from 'vitest';
import { normalizeCategory } from './categories';
import { homePathFor, normalizeRole, roleAtLeast } from './roles';
import { CreateBookingSchema, RegisterSchema } from './schemas';

describe('categories and roles', () => {
  it('maps SPEC.md aliases to the canonical categories', () => {
    expect(normalizeCategory('studio')).toBe('photo_studio');
    expect(normalizeCategory('event')).toBe('event_space');
    expect(normalizeCategory('meeting')).toBe('meeting_room');
    expect(normalizeCategory('local')).toBe('other');
    expect(normalizeCategory('AUDIO_STUDIO')).toBe('audio_studio');
    expect(normalizeCategory('castillo')).toBeNull();
  });

  it('treats unknown roles as user and orders roles', () => {
    expect(normalizeRole('superuser')).toBe('user');
    expect(roleAtLeast('admin', 'owner')).toBe(true);
    expect(roleAtLeast('owner', 'admin')).toBe(false);
    expect(homePathFor('owner')).toBe('/owner-dashboard');
  });
});

describe('payload schemas', () => {
  it('register: all fields, trimmed, password of 6 or more', () => {
    const ok = RegisterSchema.safeParse({
      firstName: ' Ana ',
      lastName: 'Ruiz',
      email: ' ANA@X.MX ',
      password: '123456',
    });
    expect(ok.success && ok.data).toMatchObject({ firstName: 'Ana', email: 'ana@x.mx' });
    const short = RegisterSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@x.mx', password: '12345' });
    expect(short.error?.issues[0]?.message).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('booking: total in centavos, guests at least 1', () => {
    const parsed = CreateBookingSchema.parse({
      venueId: '6f1c2b4e-8a7d-4c1e-9b2a-3d4e5f6a7b8c',
      startDate: '2026-03-11T18:00:00.000Z',
      endDate: '2026-03-11T22:00:00.000Z',
      guestCount: '3',
      totalAmount: '3740.50',
    });
    expect(parsed.totalAmount).toBe(374050);
    expect(parsed.guestCount).toBe(3);
  });
});
