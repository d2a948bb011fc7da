/**
 * Demo data (dev only): three documented accounts (admin@demo.mx,
 * propietario@demo.mx, usuario@demo.mx; password demo12345), a second owner,
 * guests, 28+ Mexico City venues with locally rendered photos, past bookings with
 * reviews, and a couple of upcoming bookings for the demo guest.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { computeBookingPrice, fromCentavos, slotToRange, toCentavos, VENUE_TIME_ZONE } from '@rentas/domain';
import { addDays, format } from 'date-fns';
import sharp from 'sharp';
import type { Db } from '../client';
import { createUser } from '../factories';
import { refreshVenueRatings } from '../ratings';
import { drawFrom, seededPlace } from './places';
import { seedGuestNames, seedReviewTexts, seedVenues } from './venue-data';
import { renderVenueSvg } from './venue-images';
import { seedVenueRules } from './venue-rules';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.mx',
  owner: 'propietario@demo.mx',
  user: 'usuario@demo.mx',
} as const;

/** True when no user exists yet (a new embedded database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Mexico City date `days` away from today, 'yyyy-MM-dd'. */
function mexicoDate(days: number, now: Date): string {
  return format(addDays(new TZDate(now, VENUE_TIME_ZONE), days), 'yyyy-MM-dd');
}

/** Renders the 3 photos of a venue as JPEG files (1200x800, quality 80) unless present. Output: URLs. */
async function renderVenuePhotos(venue: (typeof seedVenues)[number], uploadsDir: string): Promise<string[]> {
  const dir = join(uploadsDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const urls: string[] = [];
  for (let variant = 0; variant < 3; variant++) {
    const file = `${venue.key}-${variant + 1}.jpg`;
    const path = join(dir, file);
    if (!existsSync(path)) {
      const svg = renderVenueSvg({ title: venue.name, category: venue.category, palette: venue.palette, variant });
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      await writeFile(path, jpeg);
    }
    urls.push(`/uploads/seed/${file}`);
  }
  return urls;
}

export interface SeedSummary {
  users: number;
  venues: number;
  bookings: number;
  reviews: number;
}

/**
 * Seeds demo data into an empty database. Input: db, the uploads folder for photos.
 * Output: counts. Throws if the demo accounts already exist (unique e-mail).
 */
export async function seedDemo(db: Db, opts: { uploadsDir: string; now?: Date }): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  const photos = new Map<string, string[]>();
  for (const venue of seedVenues) photos.set(venue.key, await renderVenuePhotos(venue, opts.uploadsDir));

  return db.transaction().execute(async (trx) => {
    await createUser(trx, {
      email: DEMO_ACCOUNTS.admin,
      firstName: 'Andrea',
      lastName: 'Salgado',
      role: 'admin',
      password: DEMO_PASSWORD,
    });
    const owner = await createUser(trx, {
      email: DEMO_ACCOUNTS.owner,
      firstName: 'Paola',
      lastName: 'Ramírez',
      role: 'owner',
      password: DEMO_PASSWORD,
    });
    const secondOwner = await createUser(trx, {
      email: 'rodrigo.vega@demo.mx',
      firstName: 'Rodrigo',
      lastName: 'Vega',
      role: 'owner',
      password: DEMO_PASSWORD,
    });
    const demoUser = await createUser(trx, {
      email: DEMO_ACCOUNTS.user,
      firstName: 'Diego',
      lastName: 'Hernández',
      role: 'user',
      password: DEMO_PASSWORD,
    });
    const guests = [demoUser];
    for (const [i, name] of seedGuestNames.entries()) {
      guests.push(
        await createUser(trx, {
          email: `invitado${i + 1}@demo.mx`,
          firstName: name.firstName,
          lastName: name.lastName,
          password: DEMO_PASSWORD,
        }),
      );
    }

    let bookings = 0;
    let reviews = 0;
    let reviewIndex = 0;
    const venueIds: string[] = [];
    for (const [v, seed] of seedVenues.entries()) {
      const { addOns = [], ...rules } = seedVenueRules[seed.key] ?? {};
      const venue = await trx
        .insertInto('venues')
        .values({
          ownerId: seed.owner === 'demo' ? owner.id : secondOwner.id,
          name: seed.name,
          description: seed.description,
          category: seed.category,
          address: seed.address,
          city: seed.city,
          capacity: seed.capacity,
          pricePerHour: seed.pricePerHour,
          pricePerDay: seed.pricePerDay,
          amenities: seed.amenities,
          images: photos.get(seed.key) ?? [],
          isActive: seed.isActive,
          ...rules,
          ...seededPlace(seed.address, drawFrom(seed.key)),
        })
        .returning([
          'id',
          'pricePerHour',
          'pricePerDay',
          'capacity',
          'cleaningFee',
          'cancellationPolicy',
          'bookingMode',
        ])
        .executeTakeFirstOrThrow();
      venueIds.push(venue.id);
      if (addOns.length > 0) {
        await trx
          .insertInto('venueAddOns')
          .values(addOns.map((a, position) => ({ venueId: venue.id, ...a, position })))
          .execute();
      }
      if (!venue.pricePerHour) continue;

      // Past bookings (completed), most with a review: 1 to 4 per venue.
      const pastCount = 1 + (v % 4);
      for (let b = 0; b < pastCount; b++) {
        const guest = guests[(v * 3 + b) % guests.length] ?? demoUser;
        const hours = [2, 4, 8][(v + b) % 3] ?? 4;
        const range = slotToRange(
          mexicoDate(-(3 + b * 7 + (v % 5)), now),
          ['09:00', '12:00', '15:00'][b % 3] ?? '12:00',
          hours,
        );
        const price = computeBookingPrice(
          toCentavos(venue.pricePerHour),
          hours,
          venue.pricePerDay === null ? null : toCentavos(venue.pricePerDay),
          { cleaningFee: venue.cleaningFee === null ? null : toCentavos(venue.cleaningFee) },
        );
        const booking = await trx
          .insertInto('bookings')
          .values({
            venueId: venue.id,
            userId: guest.id,
            startAt: range.start,
            endAt: range.end,
            guestCount: Math.max(1, Math.min(venue.capacity, 2 + ((v + b) % 6))),
            subtotal: fromCentavos(price.subtotal),
            cleaningFee: fromCentavos(price.cleaningFee),
            commission: fromCentavos(price.commission),
            totalAmount: fromCentavos(price.total),
            status: 'confirmed',
            cancellationPolicy: venue.cancellationPolicy,
            createdAt: addDays(range.start, -5),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        bookings++;
        if ((v + b) % 5 !== 4) {
          const review = seedReviewTexts[reviewIndex++ % seedReviewTexts.length];
          if (review) {
            await trx
              .insertInto('reviews')
              .values({
                venueId: venue.id,
                userId: guest.id,
                bookingId: booking.id,
                rating: review.rating,
                comment: review.comment,
                createdAt: range.end,
              })
              .execute();
            reviews++;
          }
        }
      }
    }

    // Two upcoming bookings for the demo guest so its screens show real data.
    for (const [i, days] of [3, 9].entries()) {
      const venueId = venueIds[i * 5];
      const seed = seedVenues[i * 5];
      if (!venueId || !seed?.pricePerHour || !seed.isActive) continue;
      const range = slotToRange(mexicoDate(days, now), '18:00', 2);
      const price = computeBookingPrice(toCentavos(seed.pricePerHour), 2);
      await trx
        .insertInto('bookings')
        .values({
          venueId,
          userId: demoUser.id,
          startAt: range.start,
          endAt: range.end,
          guestCount: 2,
          subtotal: fromCentavos(price.subtotal),
          commission: fromCentavos(price.commission),
          totalAmount: fromCentavos(price.total),
          specialRequests: i === 0 ? 'Llegaremos 10 minutos antes para instalar equipo.' : null,
          status: 'confirmed',
        })
        .execute();
      bookings++;
    }

    // A request waiting for the demo owner's answer (issue 16), so the dashboard shows one.
    const requestIndex = seedVenues.findIndex((s) => s.key === 'estudio-resonancia-coyoacan');
    const requestVenueId = venueIds[requestIndex];
    const requestSeed = seedVenues[requestIndex];
    const requestGuest = guests[1];
    if (requestVenueId && requestSeed?.pricePerHour && requestGuest) {
      const range = slotToRange(mexicoDate(4, now), '15:00', 4);
      const price = computeBookingPrice(toCentavos(requestSeed.pricePerHour), 4);
      await trx
        .insertInto('bookings')
        .values({
          venueId: requestVenueId,
          userId: requestGuest.id,
          startAt: range.start,
          endAt: range.end,
          guestCount: 3,
          subtotal: fromCentavos(price.subtotal),
          commission: fromCentavos(price.commission),
          totalAmount: fromCentavos(price.total),
          specialRequests: 'Somos un trío de jazz; traemos nuestros instrumentos.',
          status: 'pending',
          cancellationPolicy: 'moderate',
          bufferMinutes: 60,
          requestExpiresAt: new Date(now.getTime() + 20 * 3_600_000),
        })
        .execute();
      bookings++;
    }

    await refreshVenueRatings(trx, venueIds);
    return { users: guests.length + 3, venues: venueIds.length, bookings, reviews };
  });
}
