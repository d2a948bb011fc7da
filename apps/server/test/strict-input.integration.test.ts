/**
 * Issue 12, loose parsing: what browsers never send is refused with a Spanish 400 and changes
 * nothing, through the real server (REST shims and tRPC run the same schemas).
 */
import { bookingDates, slotToRange } from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import { bookingPayload, postBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

describe('strict input', () => {
  it('a total in hex, a boolean party size and an exponent price are refused', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '450.00' });
    const guest = await signedInUser(t);
    // 450 × 4 × 1.1 = 1980 = 0x7bc
    const hex = await postBooking(t, guest.cookie, { ...bookingPayload(venue), totalAmount: '0x7bc' });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().message).toBe('Total no válido.');
    const party = await postBooking(t, guest.cookie, { ...bookingPayload(venue), guestCount: true });
    expect(party.statusCode).toBe(400);
    const owner = await signedInUser(t, { role: 'owner' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie: owner.cookie },
      payload: {
        name: 'Foro Booleano',
        description: 'Salón para eventos.',
        category: 'event_space',
        address: 'Calle 1, Roma Norte, Cuauhtémoc',
        city: 'Ciudad de México',
        capacity: true,
        pricePerHour: 500,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('La capacidad debe ser un número entero.');
    const count = await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute();
    expect(count).toHaveLength(0);
  });

  it('an availability date that is not a day of the booking window is a 400', async () => {
    const { venue } = await venueWithOwner(t);
    for (const date of ['9999-99-99', '2026-02-30', '2099-01-01']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/venues/${venue.id}/availability?date=${date}&duration=4`,
      });
      expect(res.statusCode, date).toBe(400);
    }
    const today = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venue.id}/availability?date=${bookingDates()[0]}&duration=4`,
    });
    expect(today.statusCode).toBe(200);
  });

  it('blocks in the years 0001 and 9999 are refused', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const { venue } = await venueWithOwner(t);
    await t.db.updateTable('venues').set({ ownerId: owner.user.id }).where('id', '=', venue.id).execute();
    for (const [startDate, endDate] of [
      ['0001-01-01T00:00:00Z', '0001-01-02T00:00:00Z'],
      ['9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/venues/${venue.id}/blocks`,
        headers: { cookie: owner.cookie },
        payload: { startDate, endDate },
      });
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().message).toBe('El bloqueo debe estar entre hoy y un año después.');
    }
    const fine = slotToRange(bookingDates()[3] as string, '09:00', 2);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/venues/${venue.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: { startDate: fine.start.toISOString(), endDate: fine.end.toISOString() },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('an upload for a venue id of 36 dashes is a 404, not a database error', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const form = new FormData();
    form.append('images', new Blob([Buffer.from('x')], { type: 'image/jpeg' }), 'a.jpg');
    form.append('venueId', '-'.repeat(36));
    const request = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      headers: { 'content-type': request.headers.get('content-type') as string, cookie: owner.cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('VENUE_NOT_FOUND');
  });
});
