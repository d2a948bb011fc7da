/**
 * Favourite venues (issue 16) through REST with a real session cookie: adding and removing are
 * idempotent; the list is the person's own, newest first, public venues only; visitors get 401;
 * a missing, deleted or inactive venue cannot be added (404); the cap answers 409 in Spanish.
 */
import { createVenue } from '@rentas/db/testing';
import { MAX_FAVORITES } from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import { callerAs, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

const put = (venueId: string, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/favorites/${venueId}`, headers: cookie ? { cookie } : {} });
const del = (venueId: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/favorites/${venueId}`, headers: cookie ? { cookie } : {} });
const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/favorites', headers: cookie ? { cookie } : {} });
const listIds = async (cookie: string) => ((await list(cookie)).json() as { id: string }[]).map((v) => v.id);

describe('favourite venues', () => {
  it('a guest saves venues and sees them newest first; saving twice keeps one entry', async () => {
    const { venue: first } = await venueWithOwner(t, { name: 'Terraza Uno' });
    const { venue: second } = await venueWithOwner(t, { name: 'Salón Dos' });
    const guest = await signedInUser(t);

    const added = await put(first.id, guest.cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ venueId: first.id, favorite: true });
    await new Promise((r) => setTimeout(r, 5));
    expect((await put(second.id, guest.cookie)).statusCode).toBe(200);
    const again = await put(first.id, guest.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ venueId: first.id, favorite: true });

    const res = await list(guest.cookie);
    expect(res.statusCode).toBe(200);
    const venues = res.json() as { id: string; name: string; pricePerHour: string | null }[];
    expect(venues.map((v) => v.id)).toEqual([second.id, first.id]);
    expect(venues[1]).toMatchObject({ name: 'Terraza Uno', pricePerHour: first.pricePerHour });
  });

  it('removing is idempotent: twice, or a venue never saved, answers 200', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    await put(venue.id, guest.cookie);

    const removed = await del(venue.id, guest.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ venueId: venue.id, favorite: false });
    expect((await del(venue.id, guest.cookie)).statusCode).toBe(200);
    expect((await del('00000000-0000-4000-8000-000000000000', guest.cookie)).statusCode).toBe(200);
    expect(await listIds(guest.cookie)).toEqual([]);
  });

  it('visitors are asked to sign in (401) on every call', async () => {
    const { venue } = await venueWithOwner(t);
    for (const res of [await list(), await put(venue.id), await del(venue.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Inicia sesión para continuar.');
    }
  });

  it('a missing, deleted or inactive venue cannot be saved (404), and a malformed id is a 400', async () => {
    const guest = await signedInUser(t);
    const missing = await put('00000000-0000-4000-8000-000000000000', guest.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'VENUE_NOT_FOUND', message: 'Venue no encontrado' });

    const { venue: inactive } = await venueWithOwner(t, { isActive: false });
    expect((await put(inactive.id, guest.cookie)).statusCode).toBe(404);

    const { venue: deleted } = await venueWithOwner(t);
    await t.db.updateTable('venues').set({ deletedAt: new Date() }).where('id', '=', deleted.id).execute();
    expect((await put(deleted.id, guest.cookie)).statusCode).toBe(404);

    expect((await put('no-es-un-id', guest.cookie)).statusCode).toBe(400);
    expect(await listIds(guest.cookie)).toEqual([]);
  });

  it("another person's favourites are not visible", async () => {
    const { venue } = await venueWithOwner(t);
    const ana = await signedInUser(t);
    const beto = await signedInUser(t);
    await put(venue.id, ana.cookie);
    expect(await listIds(ana.cookie)).toEqual([venue.id]);
    expect(await listIds(beto.cookie)).toEqual([]);
    // Beto removing the venue from his own list leaves Ana's alone.
    await del(venue.id, beto.cookie);
    expect(await listIds(ana.cookie)).toEqual([venue.id]);
  });

  it('a venue that is deactivated or deleted drops out of the list and the hearts; reactivated, it is back', async () => {
    const { venue: kept } = await venueWithOwner(t);
    const { venue: paused } = await venueWithOwner(t);
    const { venue: removed } = await venueWithOwner(t);
    const { caller } = await callerAs(t, 'user');
    for (const venue of [kept, paused, removed]) await caller.favorites.add({ venueId: venue.id });
    await t.db.updateTable('venues').set({ isActive: false }).where('id', '=', paused.id).execute();
    await t.db.updateTable('venues').set({ deletedAt: new Date() }).where('id', '=', removed.id).execute();

    expect((await caller.favorites.list()).map((v) => v.id)).toEqual([kept.id]);
    expect(await caller.favorites.ids()).toEqual([kept.id]);

    await t.db.updateTable('venues').set({ isActive: true }).where('id', '=', paused.id).execute();
    expect(new Set(await caller.favorites.ids())).toEqual(new Set([kept.id, paused.id]));
  });

  it('owners and admins keep favourites too; a venue removed from the database takes its favourites with it', async () => {
    const { owner, venue } = await venueWithOwner(t);
    const other = await createVenue(t.db, owner.id);
    const { caller: admin } = await callerAs(t, 'admin');
    const { caller: ownerCaller } = await callerAs(t, 'owner');
    await admin.favorites.add({ venueId: venue.id });
    await ownerCaller.favorites.add({ venueId: other.id });
    expect(await admin.favorites.ids()).toEqual([venue.id]);
    expect(await ownerCaller.favorites.ids()).toEqual([other.id]);

    await t.db.deleteFrom('venues').where('id', '=', venue.id).execute();
    expect(await admin.favorites.ids()).toEqual([]);
  });

  it(`at most ${MAX_FAVORITES} favourites: one more is a 409 in Spanish; one already saved still answers 200`, async () => {
    const { owner, venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const { user: holder, cookie } = await signedInUser(t);
    const [extraA, extraB] = [await createVenue(t.db, owner.id), await createVenue(t.db, owner.id)];
    // The holder's list one short of the cap, written straight in the database.
    const more = await t.db
      .insertInto('venues')
      .values(
        Array.from({ length: MAX_FAVORITES - 2 }, (_, i) => ({
          ownerId: owner.id,
          name: `Lugar ${i}`,
          description: '',
          category: 'other',
          address: 'Calle 1',
          city: 'Puebla',
          capacity: 4,
          pricePerHour: '100.00',
        })),
      )
      .returning('id')
      .execute();
    const venueIds = [venue.id, ...more.map((row) => row.id)];
    await t.db
      .insertInto('favorites')
      .values(venueIds.map((venueId) => ({ userId: holder.id, venueId })))
      .execute();

    // The last place is taken; one more is refused.
    expect((await put(extraA.id, cookie)).statusCode).toBe(200);
    const refused = await put(extraB.id, cookie);
    const refusedId = extraB.id;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'FAVORITES_LIMIT',
      message: `Ya tienes ${MAX_FAVORITES} espacios en favoritos. Quita alguno para guardar otro.`,
    });
    const count = await t.db.selectFrom('favorites').select('venueId').where('userId', '=', holder.id).execute();
    expect(count).toHaveLength(MAX_FAVORITES);

    // One already saved still answers 200; after a removal there is room again.
    expect((await put(venue.id, cookie)).statusCode).toBe(200);
    expect((await del(venue.id, cookie)).statusCode).toBe(200);
    expect((await put(refusedId, cookie)).statusCode).toBe(200);
    // Someone else is not affected by the holder's cap.
    expect((await put(refusedId, guest.cookie)).statusCode).toBe(200);
  });
});
