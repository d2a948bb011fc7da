/**
 * One-word searches gather their matches through the venues' words (decision 027): the answers
 * and their counts stay exactly those of the substring test PRODUCT.md §3 describes (accent- and
 * case-insensitive, inside words too), for words the vocabulary holds, words inside a run too
 * long for it, and texts that are not one word; a venue's words are searchable as soon as it is
 * saved, and a word it no longer has finds it no more; venues saved at the same time with the
 * same new words all succeed (PostgreSQL). Runs on PGlite and on PostgreSQL.
 */

import { createCaller } from '@rentas/api';
import { createUser, createVenue } from '@rentas/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, testContext, useTestApp } from './helpers';

const t = useTestApp({}, { poolSize: 12 });
const onPostgres = Boolean(process.env.DATABASE_URL);

/** n letters a–z in no repeating pattern (a run of them is one "word" that does not compress). */
function letters(n: number, seed: number): string {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(97 + (x % 26));
  }).join('');
}

/**
 * Restaurants' names and descriptions: words that share trigrams without being each other, and
 * a run of 3,000 letters (more than an index entry holds) with "zanfona" inside it.
 */
const VENUES: [name: string, description: string][] = [
  ['Sala privada Norte', 'Cena para diez con vista al parque.'],
  ['Terraza Escénica', 'Escenario al aire libre, ideal para cenas y conciertos.'],
  ['Café Diseño', 'Diseño mexicano; buena señal de wifi.'],
  ['Loft Privado', 'Espacio privado y equipado, con servicio de mesero.'],
  ['Bodega Larga', `Inventario ${letters(1_500, 7)}zanfona${letters(1_500, 11)} fin.`],
  ['Estudio 24/7', 'Abierto 24 horas, cabina insonorizada.'],
];

/** What the substring test answers: lower case, accents off, then "contains". */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

describe('one-word searches (decision 027)', () => {
  beforeAll(async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    for (const [name, description] of VENUES) {
      await createVenue(t.db, owner.id, { name, description, category: 'restaurant' });
    }
  });

  it('answers exactly what the substring test answers, inside words, across accents and case', async () => {
    const { caller } = await callerAs(t, 'visitor');
    const queries = [
      'privado',
      'privada',
      'PRIVAD',
      'cena',
      'escen',
      'diseño',
      'diseno',
      'señal',
      'zanfona',
      'cabina',
      'insonor',
      'mesero',
      '24',
      'sala priv',
      'marimba',
    ];
    for (const q of queries) {
      const found = await caller.venues.list({ q, category: 'restaurant' });
      const expected = VENUES.filter(([name, description]) => fold(`${name} ${description}`).includes(fold(q)))
        .map(([name]) => name)
        .sort();
      expect(found.map((v) => v.name).sort(), q).toEqual(expected);
      // The count of "N lugares encontrados", with the category and without any filter.
      expect((await caller.venues.search({ q, category: 'restaurant', limit: 24 })).total, q).toBe(expected.length);
      expect((await caller.venues.search({ q, limit: 24 })).total, q).toBe(expected.length);
    }
    // The cases the words must not blur: "privado" is not "privada", "cena" is inside "escenario".
    expect((await caller.venues.list({ q: 'privado', category: 'restaurant' })).map((v) => v.name)).toEqual([
      'Loft Privado',
    ]);
    expect((await caller.venues.list({ q: 'cena', category: 'restaurant' })).map((v) => v.name).sort()).toEqual([
      'Sala privada Norte',
      'Terraza Escénica',
    ]);
  });

  it('finds a venue by its new words as soon as it is saved, and no more by the words it dropped', async () => {
    const { caller: owner, user } = await callerAs(t, 'owner');
    if (!user) throw new Error('owner not created');
    const venue = await createVenue(t.db, user.id, {
      name: 'Foro Marimba',
      description: 'Marimba y percusiones para ensayos.',
      category: 'restaurant',
    });
    const visitor = createCaller(testContext(t));
    const names = async (q: string) =>
      (await visitor.venues.list({ q, category: 'restaurant' })).map((v) => v.name).sort();
    expect(await names('marimba')).toEqual(['Foro Marimba']);

    await owner.venues.update({
      venueId: venue.id,
      name: 'Foro Xilófono',
      description: 'Xilófonos y vibráfonos para ensayos.',
      address: 'Calle Colima 143, Roma Norte',
      city: 'Ciudad de México',
      capacity: 10,
      pricePerHour: 400,
      pricePerDay: null,
      amenities: [],
      images: [],
    });
    expect(await names('xilofono')).toEqual(['Foro Xilófono']);
    expect(await names('vibrafon')).toEqual(['Foro Xilófono']);
    expect(await names('marimba')).toEqual([]);
    // The vocabulary keeps the dropped word; it finds no venue.
    const kept = await sql<{ n: number }>`select count(*)::int as n from search_words where word = 'marimba'`.execute(
      t.db,
    );
    expect(kept.rows[0]?.n).toBe(1);
  });

  it.skipIf(!onPostgres)('saves venues with the same new words at the same time, none refused', async () => {
    // Each venue's description draws 12 of 24 new words in its own order: saves meet on the
    // words they add to the vocabulary at once, and none is refused for a word another save added
    // (a vocabulary written with "insert … where not exists" failed here with duplicate keys).
    const owner = await createUser(t.db, { role: 'owner' });
    const words = Array.from({ length: 24 }, (_, i) => `tambor${letters(6, i + 1)}`);
    const saves = Array.from({ length: 24 }, (_, v) => {
      const mine = words
        .filter((_, i) => (i * 7 + v * 5) % 24 < 12)
        .sort((a, b) => (a > b ? 1 : -1) * (v % 2 ? 1 : -1));
      return createVenue(t.db, owner.id, {
        name: `Foro de ensayo ${v}`,
        description: mine.join(' '),
        category: 'event_space',
      });
    });
    const outcomes = await Promise.allSettled(saves);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([]);
    const kept = await sql<{ n: number }>`
      select count(*)::int as n from search_words where word like 'tambor%'
    `.execute(t.db);
    expect(kept.rows[0]?.n).toBe(words.length);
    const { caller } = await callerAs(t, 'visitor');
    for (const word of words.slice(0, 3)) {
      const page = await caller.venues.search({ q: word, category: 'event_space', limit: 24 });
      expect(page.total, word).toBe(12);
    }
  });
});
