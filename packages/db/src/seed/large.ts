/**
 * `pnpm seed:large [--venues N]`: a marketplace-scale data set for load tests and query plans
 * (N venues, default 10,000, and the rest in proportion: largeSeedSize).
 * Migrates, then (only into an empty database) writes 2,000 owners, 50,000 guests,
 * 10,000 Mexico City venues, 300,000 bookings (past ones within 60 days, upcoming
 * ones within the 30-day booking window, at the offered start times and durations,
 * never overlapping per venue) and reviews of completed bookings; venues carry their
 * category's booking rules and add-ons (issue 16; the generated bookings predate them and
 * keep no buffer). Venues are written once, with the rating and review count of their
 * generated reviews (rewriting every venue afterwards left half the venues' heap empty);
 * refreshVenueRatings then finds nothing to correct. Finally VACUUM ANALYZE. Target DATABASE_URL or the PGlite folder in
 * DATA_DIR (default ./data), like `pnpm seed`.
 *
 * Everything is written with multi-row `insert ... select from unnest($arrays)` in
 * batches (a handful of parameters per 5,000 rows) inside one transaction; every
 * account shares one password hash of `demo12345` (hashed once), so any generated
 * account can sign in. The demo e-mails (admin@demo.mx, propietario@demo.mx,
 * usuario@demo.mx) are included. Random choices come from a fixed-seed generator,
 * so two runs on the same day give the same data.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TZDate } from '@date-fns/tz';
import { hashPassword } from '@rentas/auth';
import {
  type Category,
  computeBookingPrice,
  fromCentavos,
  slotToRange,
  VENUE_TIME_ZONE,
  type VenuePlace,
} from '@rentas/domain';
import { addDays, format } from 'date-fns';
import { sql } from 'kysely';
import type { Db } from '../client';
import { openCommandLineDb } from '../command-line';
import { migrateToLatest } from '../migrate';
import { refreshVenueRatings } from '../ratings';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty } from './index';
import { seededPlace } from './places';
import { seedReviewTexts } from './venue-data';

/** Sizes of the generated data set (rows). */
export interface LargeSeedSize {
  owners: number;
  guests: number;
  venues: number;
  bookings: number;
}

export const LARGE_SEED_SIZE: LargeSeedSize = { owners: 2_000, guests: 50_000, venues: 10_000, bookings: 300_000 };

/**
 * The data set scaled to `venues` (1,000 to 200,000) in LARGE_SEED_SIZE's proportions: a fifth
 * as many owners, five times as many guests, 30 bookings a venue (issue 17: `--venues 100000`
 * gives 3,000,000 bookings). Throws on a count out of range.
 */
export function largeSeedSize(venues: number): LargeSeedSize {
  if (!Number.isInteger(venues) || venues < 1_000 || venues > 200_000) {
    throw new Error(`--venues must be a whole number from 1000 to 200000, got ${venues}`);
  }
  const scale = venues / LARGE_SEED_SIZE.venues;
  return {
    owners: Math.round(LARGE_SEED_SIZE.owners * scale),
    guests: Math.round(LARGE_SEED_SIZE.guests * scale),
    venues,
    bookings: Math.round(LARGE_SEED_SIZE.bookings * scale),
  };
}

/** Rows per INSERT statement. */
const BATCH_ROWS = 5_000;
/** Past bookings start at most this many days ago (Mexico City dates). */
const PAST_DAYS = 60;
/** Upcoming bookings fall on today … today + 29 (the booking window, PRODUCT.md §4). */
const FUTURE_DAYS = 30;
/** Offered start hours (SPEC.md §5) and durations in hours. */
const START_HOURS = [9, 12, 15, 18, 21] as const;
const DURATION_HOURS = [2, 4, 8] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// ───────────────────────────── deterministic randomness ─────────────────────────────

/** mulberry32: a small seeded generator. Output: a function giving floats in [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const rand = seededRandom(20261123);
/** A second stream for the booking rules, so the venues and bookings stay what they were before issue 16. */
const ruleRand = seededRandom(20261125);
/** An integer in [min, max]. */
const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
/** Picks by weight: entries are [value, weight]. */
function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}
/** Rounds to a multiple of `step`. */
const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

// ───────────────────────────── vocabulary ─────────────────────────────

/** Colonias of Mexico City: name, alcaldía, postal code, streets. */
const COLONIAS: readonly { name: string; alcaldia: string; cp: string; streets: readonly string[] }[] = [
  {
    name: 'Roma Norte',
    alcaldia: 'Cuauhtémoc',
    cp: '06700',
    streets: ['Colima', 'Orizaba', 'Álvaro Obregón', 'Durango'],
  },
  { name: 'Roma Sur', alcaldia: 'Cuauhtémoc', cp: '06760', streets: ['Medellín', 'Manzanillo', 'Coahuila'] },
  { name: 'Condesa', alcaldia: 'Cuauhtémoc', cp: '06140', streets: ['Tamaulipas', 'Ámsterdam', 'Michoacán'] },
  { name: 'Hipódromo', alcaldia: 'Cuauhtémoc', cp: '06100', streets: ['Sonora', 'Campeche', 'Iztaccíhuatl'] },
  { name: 'Juárez', alcaldia: 'Cuauhtémoc', cp: '06600', streets: ['Havre', 'Marsella', 'Liverpool', 'Dinamarca'] },
  { name: 'Centro Histórico', alcaldia: 'Cuauhtémoc', cp: '06000', streets: ['Madero', 'Regina', 'Donceles'] },
  { name: 'San Rafael', alcaldia: 'Cuauhtémoc', cp: '06470', streets: ['Serapio Rendón', 'Sadi Carnot'] },
  { name: 'Santa María la Ribera', alcaldia: 'Cuauhtémoc', cp: '06400', streets: ['Salvador Díaz Mirón', 'Naranjo'] },
  { name: 'Tabacalera', alcaldia: 'Cuauhtémoc', cp: '06030', streets: ['Ignacio Ramírez', 'Edison'] },
  { name: 'Doctores', alcaldia: 'Cuauhtémoc', cp: '06720', streets: ['Dr. Vértiz', 'Dr. Lavista'] },
  {
    name: 'Polanco V Sección',
    alcaldia: 'Miguel Hidalgo',
    cp: '11560',
    streets: ['Masaryk', 'Anatole France', 'Emilio Castelar'],
  },
  {
    name: 'Granada',
    alcaldia: 'Miguel Hidalgo',
    cp: '11520',
    streets: ['Lago Zurich', 'Miguel de Cervantes Saavedra'],
  },
  { name: 'Anzures', alcaldia: 'Miguel Hidalgo', cp: '11590', streets: ['Gutenberg', 'Darwin', 'Leibnitz'] },
  { name: 'San Miguel Chapultepec', alcaldia: 'Miguel Hidalgo', cp: '11850', streets: ['Gral. Gómez Pedraza'] },
  { name: 'Tacubaya', alcaldia: 'Miguel Hidalgo', cp: '11870', streets: ['Parque Lira', 'Becerra'] },
  {
    name: 'Lomas de Chapultepec',
    alcaldia: 'Miguel Hidalgo',
    cp: '11000',
    streets: ['Paseo de la Reforma', 'Monte Líbano'],
  },
  {
    name: 'Narvarte Poniente',
    alcaldia: 'Benito Juárez',
    cp: '03020',
    streets: ['Pitágoras', 'Diagonal San Antonio', 'Xola'],
  },
  {
    name: 'Del Valle Centro',
    alcaldia: 'Benito Juárez',
    cp: '03100',
    streets: ['Gabriel Mancera', 'Amores', 'Pilares'],
  },
  { name: 'Escandón', alcaldia: 'Miguel Hidalgo', cp: '11800', streets: ['José Martí', 'Agustín Melgar'] },
  { name: 'Nápoles', alcaldia: 'Benito Juárez', cp: '03810', streets: ['Pensilvania', 'Dakota', 'Montecito'] },
  { name: 'Portales', alcaldia: 'Benito Juárez', cp: '03300', streets: ['Santa Cruz', 'Odesa', 'Victoria'] },
  { name: 'Mixcoac', alcaldia: 'Benito Juárez', cp: '03910', streets: ['Augusto Rodin', 'Goya'] },
  { name: 'Coyoacán', alcaldia: 'Coyoacán', cp: '04000', streets: ['Francisco Sosa', 'Higuera', 'Allende'] },
  { name: 'Del Carmen', alcaldia: 'Coyoacán', cp: '04100', streets: ['Malintzin', 'Presidente Carranza'] },
  { name: 'Copilco', alcaldia: 'Coyoacán', cp: '04360', streets: ['Filosofía y Letras', 'Cerro del Agua'] },
  { name: 'San Ángel', alcaldia: 'Álvaro Obregón', cp: '01000', streets: ['Arenal', 'Madero', 'Frontera'] },
  { name: 'Guadalupe Inn', alcaldia: 'Álvaro Obregón', cp: '01020', streets: ['Insurgentes Sur', 'Altavista'] },
  { name: 'Santa Fe', alcaldia: 'Álvaro Obregón', cp: '01210', streets: ['Vasco de Quiroga', 'Juan Salvador Agraz'] },
  { name: 'Tlalpan Centro', alcaldia: 'Tlalpan', cp: '14000', streets: ['Hidalgo', 'Moneda', 'Juárez'] },
  { name: 'Xochimilco Centro', alcaldia: 'Xochimilco', cp: '16000', streets: ['Pino', 'Morelos'] },
  { name: 'Azcapotzalco Centro', alcaldia: 'Azcapotzalco', cp: '02000', streets: ['Castilla Oriente', 'Morelos'] },
  { name: 'Lindavista', alcaldia: 'Gustavo A. Madero', cp: '07300', streets: ['Montevideo', 'Buenavista'] },
  { name: 'Iztacalco', alcaldia: 'Iztacalco', cp: '08000', streets: ['Playa Pichilingue', 'Santiago'] },
  { name: 'Agrícola Oriental', alcaldia: 'Iztacalco', cp: '08500', streets: ['Sur 16', 'Oriente 217'] },
];

interface CategoryProfile {
  weight: number;
  prefixes: readonly string[];
  /** capacity range (people) and MXN per hour range */
  capacity: readonly [number, number];
  price: readonly [number, number];
  openers: readonly string[];
  amenities: readonly string[];
}

const PROFILES: Record<Category, CategoryProfile> = {
  audio_studio: {
    weight: 15,
    prefixes: ['Estudio', 'Estudio de grabación', 'Cabina', 'Estudio Podcast', 'Sala de ensayo'],
    capacity: [2, 12],
    price: [300, 1_500],
    openers: [
      'Estudio de grabación con cabina aislada y sala de control con acústica tratada.',
      'Cabina para locución, doblaje y podcasts con aislamiento de doble muro.',
      'Sala de ensayo equipada con backline completo y monitoreo in-ear.',
    ],
    amenities: ['Cabina aislada', 'Micrófonos Neumann', 'Monitores Genelec', 'Interfaz Apollo', 'Backline', 'Wi-Fi'],
  },
  photo_studio: {
    weight: 18,
    prefixes: ['Estudio de foto', 'Foro', 'Set', 'Estudio fotográfico', 'Loft creativo'],
    capacity: [4, 30],
    price: [450, 2_500],
    openers: [
      'Estudio de foto y video con ciclorama blanco e iluminación continua.',
      'Foro con luz natural, muros de colores y utilería para sesiones de producto.',
      'Set para video con fondo infinito, flashes Profoto y camerino privado.',
    ],
    amenities: ['Ciclorama', 'Flashes Profoto', 'Luz natural', 'Camerino', 'Fondos de papel', 'Wi-Fi'],
  },
  restaurant: {
    weight: 15,
    prefixes: ['Restaurante', 'Terraza', 'Cocina', 'Bistró', 'Cantina', 'Café'],
    capacity: [15, 200],
    price: [1_200, 8_000],
    openers: [
      'Restaurante con salón privado para comidas de empresa y celebraciones.',
      'Café de especialidad con terraza y cocina abierta para eventos íntimos.',
      'Cantina tradicional con barra de mezcal y menú de temporada.',
    ],
    amenities: ['Menú de degustación', 'Barra de bebidas', 'Terraza', 'Música ambiental', 'Valet parking', 'Wi-Fi'],
  },
  event_space: {
    weight: 20,
    prefixes: ['Salón', 'Jardín', 'Terraza de eventos', 'Casona', 'Galería', 'Foro'],
    capacity: [40, 500],
    price: [2_000, 15_000],
    openers: [
      'Salón de eventos con pista de baile, iluminación arquitectónica y cocina para banquetes.',
      'Jardín con pérgola para bodas civiles, bautizos y fiestas de empresa.',
      'Casona porfiriana restaurada con patio central y salones de doble altura.',
    ],
    amenities: ['Pista de baile', 'Audio profesional', 'Cocina para banquetes', 'Mobiliario', 'Estacionamiento'],
  },
  meeting_room: {
    weight: 25,
    prefixes: ['Sala de juntas', 'Oficina', 'Coworking', 'Sala ejecutiva', 'Centro de negocios'],
    capacity: [4, 40],
    price: [200, 1_200],
    openers: [
      'Sala de juntas con pantalla de 75 pulgadas, videoconferencia y pizarrón.',
      'Coworking con salas privadas, café ilimitado y recepción.',
      'Sala ejecutiva con vista a la ciudad, ideal para consejos y capacitaciones.',
    ],
    amenities: ['Pantalla', 'Videoconferencia', 'Pizarrón', 'Café de cortesía', 'Impresora', 'Wi-Fi'],
  },
  other: {
    weight: 7,
    prefixes: ['Taller', 'Azotea', 'Bodega', 'Aula', 'Estudio de danza', 'Cocina de pruebas'],
    capacity: [5, 100],
    price: [300, 3_000],
    openers: [
      'Espacio versátil para talleres, clases y lanzamientos de producto.',
      'Azotea con vista a los volcanes para sesiones, cenas y reuniones.',
      'Estudio de danza con duela, espejos y barra.',
    ],
    amenities: ['Mesas plegables', 'Proyector', 'Bocinas', 'Baños', 'Montacargas', 'Wi-Fi'],
  },
};

const CATEGORY_WEIGHTS = Object.entries(PROFILES).map(([c, p]) => [c as Category, p.weight] as const);

/**
 * Booking rules by category (issue 16), as shares of venues: event spaces and restaurants
 * mostly take requests, ask for notice and charge cleaning; studios sell hourly extras.
 */
interface RuleProfile {
  /** share of venues in request mode */
  request: number;
  /** shares of moderate and strict policies (the rest flexible) */
  moderate: number;
  strict: number;
  buffers: readonly number[];
  notices: readonly number[];
  /** share with a cleaning fee, and its MXN range */
  cleaning: number;
  cleaningFee: readonly [number, number];
  addOns: readonly { name: string; price: number; unit: 'booking' | 'hour' }[];
}

const RULES: Record<Category, RuleProfile> = {
  audio_studio: {
    request: 0.1,
    moderate: 0.3,
    strict: 0.05,
    buffers: [0, 0, 30, 60],
    notices: [0, 0, 2, 12],
    cleaning: 0.05,
    cleaningFee: [150, 300],
    addOns: [
      { name: 'Ingeniero de audio', price: 350, unit: 'hour' },
      { name: 'Mezcla y masterización', price: 1_200, unit: 'booking' },
      { name: 'Backline de batería', price: 500, unit: 'booking' },
    ],
  },
  photo_studio: {
    request: 0.15,
    moderate: 0.35,
    strict: 0.05,
    buffers: [0, 30, 30, 60],
    notices: [0, 2, 12, 24],
    cleaning: 0.3,
    cleaningFee: [200, 600],
    addOns: [
      { name: 'Kit de iluminación continua', price: 900, unit: 'booking' },
      { name: 'Asistente de foto', price: 250, unit: 'hour' },
      { name: 'Maquillista', price: 1_500, unit: 'booking' },
    ],
  },
  restaurant: {
    request: 0.6,
    moderate: 0.4,
    strict: 0.25,
    buffers: [30, 60, 60, 120],
    notices: [24, 24, 48, 72],
    cleaning: 0.6,
    cleaningFee: [400, 1_200],
    addOns: [
      { name: 'Menú degustación para 10 personas', price: 3_500, unit: 'booking' },
      { name: 'Barra libre de mezcal', price: 1_800, unit: 'hour' },
    ],
  },
  event_space: {
    request: 0.7,
    moderate: 0.35,
    strict: 0.4,
    buffers: [60, 60, 120, 120],
    notices: [24, 48, 48, 72],
    cleaning: 0.8,
    cleaningFee: [800, 3_000],
    addOns: [
      { name: 'Mobiliario para 100 personas', price: 2_500, unit: 'booking' },
      { name: 'DJ con equipo de sonido', price: 1_200, unit: 'hour' },
      { name: 'Seguridad', price: 400, unit: 'hour' },
    ],
  },
  meeting_room: {
    request: 0.05,
    moderate: 0.15,
    strict: 0,
    buffers: [0, 0, 0, 30],
    notices: [0, 0, 0, 2],
    cleaning: 0,
    cleaningFee: [0, 0],
    addOns: [
      { name: 'Café y galletas', price: 60, unit: 'hour' },
      { name: 'Proyector', price: 200, unit: 'booking' },
    ],
  },
  other: {
    request: 0.3,
    moderate: 0.3,
    strict: 0.1,
    buffers: [0, 30, 60],
    notices: [0, 12, 24],
    cleaning: 0.3,
    cleaningFee: [200, 800],
    addOns: [
      { name: 'Proyector', price: 250, unit: 'booking' },
      { name: 'Bocinas y micrófono', price: 150, unit: 'hour' },
    ],
  },
};
const NAME_WORDS = [
  'Sonoro',
  'Eco',
  'Frecuencia',
  'Onda',
  'Vinilo',
  'Ámbar',
  'Jacaranda',
  'Colibrí',
  'Nopal',
  'Quetzal',
  'Aurora',
  'Luna',
  'Volcán',
  'Cenote',
  'Ajolote',
  'Maguey',
  'Tezontle',
  'Cantera',
  'Azul',
  'Mezquite',
  'Xochitl',
  'Ocelote',
  'Marea',
  'Brújula',
  'Faro',
  'Galeón',
  'Olmo',
  'Ceiba',
  'Papel Picado',
  'Talavera',
];
const CLOSERS = [
  'A una cuadra del Metrobús y con estacionamiento cercano.',
  'Incluye limpieza al terminar y acceso 30 minutos antes para montar.',
  'Accesible en silla de ruedas y con baños renovados.',
  'Atendido por su anfitrión, que responde en menos de una hora.',
  'Cámaras de seguridad en la entrada y recepción las 24 horas.',
  'Aire acondicionado, buena señal y café de olla de cortesía.',
];
const FIRST_NAMES = [
  'Mariana',
  'José Luis',
  'Ximena',
  'Diego',
  'Fernanda',
  'Alejandro',
  'Valeria',
  'Carlos',
  'Sofía',
  'Jorge',
  'Daniela',
  'Luis',
  'Regina',
  'Miguel',
  'Camila',
  'Juan Pablo',
  'Andrea',
  'Emiliano',
  'Paola',
  'Rodrigo',
  'Itzel',
  'Santiago',
  'Guadalupe',
  'Héctor',
  'Renata',
  'Ricardo',
  'Natalia',
  'Arturo',
  'Lucía',
  'Iván',
];
const LAST_NAMES = [
  'López',
  'Hernández',
  'García',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Castillo',
  'Romero',
  'Álvarez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Domínguez',
];
const SPECIAL_REQUESTS = [
  'Llegaremos 15 minutos antes para montar equipo.',
  '¿Pueden tener agua para el equipo? Gracias.',
  'Necesitamos dos mesas extra, por favor.',
  'Vamos con una persona en silla de ruedas.',
];
const LOW_REVIEWS = [
  'El lugar no se parecía a las fotos y el aire acondicionado no funcionaba.',
  'Nos hicieron esperar 40 minutos para entrar. No volvería.',
  'Mucho ruido de la calle; para grabar no sirve.',
];
const REVIEWS_BY_RATING = new Map<number, string[]>([
  [1, LOW_REVIEWS],
  [2, [...LOW_REVIEWS, 'Cumplió a medias: faltaban sillas y el Wi-Fi fallaba.']],
]);
for (const r of seedReviewTexts)
  REVIEWS_BY_RATING.set(r.rating, [...(REVIEWS_BY_RATING.get(r.rating) ?? []), r.comment]);

/** Lowercase ASCII for e-mail local parts: "José Luis" → "joseluis". */
const emailPart = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

// ───────────────────────────── batched writes ─────────────────────────────

/** Splits `count` row indexes into [start, end) batches of BATCH_ROWS. */
function* batches(count: number): Generator<[number, number]> {
  for (let start = 0; start < count; start += BATCH_ROWS) yield [start, Math.min(count, start + BATCH_ROWS)];
}

interface UserRows {
  id: string[];
  email: string[];
  firstName: string[];
  lastName: string[];
  role: string[];
  createdAt: string[];
}

async function insertUsers(db: Db, rows: UserRows, passwordHash: string): Promise<void> {
  for (const [a, b] of batches(rows.id.length)) {
    await sql`
      insert into users (id, email, first_name, last_name, password_hash, role, context_role, role_selected, created_at)
      select u.id, u.email, u.first_name, u.last_name, ${passwordHash}, u.role, u.role, true, u.created_at
      from unnest(${rows.id.slice(a, b)}::uuid[], ${rows.email.slice(a, b)}::text[], ${rows.firstName.slice(a, b)}::text[],
                  ${rows.lastName.slice(a, b)}::text[], ${rows.role.slice(a, b)}::text[], ${rows.createdAt.slice(a, b)}::timestamptz[])
        as u(id, email, first_name, last_name, role, created_at)
    `.execute(db);
  }
}

interface VenuePlan {
  id: string;
  ownerId: string;
  category: Category;
  capacity: number;
  /** MXN per hour in centavos, or null (daily price only) */
  priceCentavos: number | null;
  isActive: boolean;
  deleted: boolean;
  /** relative demand (bookings are shared out by it) */
  demand: number;
  /** review quality tilt in [-1, 1] */
  quality: number;
}

interface VenueRows {
  name: string[];
  description: string[];
  address: string[];
  pricePerHour: (string | null)[];
  pricePerDay: (string | null)[];
  amenities: string[];
  createdAt: string[];
  /** issue 16 rules */
  bookingMode: string[];
  cancellationPolicy: string[];
  bufferMinutes: number[];
  minNoticeHours: number[];
  cleaningFee: (string | null)[];
  /** issue 18: colonia, alcaldía, postal code and pin */
  place: VenuePlace[];
}

/** Column arrays of the venues' add-ons (issue 16). */
interface AddOnRows {
  venueId: string[];
  name: string[];
  price: string[];
  unit: string[];
  position: number[];
}

/**
 * Each venue's rating and review count as refreshVenueRatings computes them (the average of its
 * reviews' ratings rounded half up to 2 decimals, "0.00" and 0 without reviews), so the venues
 * are written once with them instead of rewritten after their reviews.
 */
function venueFigures(plans: VenuePlan[], reviews: ReviewRows): { rating: string[]; reviewCount: number[] } {
  const totals = new Map<string, { sum: number; count: number }>();
  reviews.venueId.forEach((venueId, i) => {
    const total = totals.get(venueId) ?? { sum: 0, count: 0 };
    total.sum += reviews.rating[i] ?? 0;
    total.count += 1;
    totals.set(venueId, total);
  });
  const rating = plans.map((plan) => {
    const total = totals.get(plan.id);
    if (!total) return '0.00';
    const hundredths = Math.floor((200 * total.sum + total.count) / (2 * total.count));
    return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  });
  return { rating, reviewCount: plans.map((plan) => totals.get(plan.id)?.count ?? 0) };
}

async function insertVenues(
  db: Db,
  plans: VenuePlan[],
  rows: VenueRows,
  figures: { rating: string[]; reviewCount: number[] },
  deletedAt: string,
): Promise<void> {
  for (const [a, b] of batches(plans.length)) {
    const slice = plans.slice(a, b);
    await sql`
      insert into venues (id, owner_id, name, description, category, address, city, country, capacity, price_per_hour,
                          price_per_day, amenities, is_active, deleted_at, created_at, updated_at, booking_mode,
                          cancellation_policy, buffer_minutes, min_notice_hours, cleaning_fee, colonia, alcaldia,
                          postal_code, lat, lng, location_approximate, rating, review_count)
      select v.id, v.owner_id, v.name, v.description, v.category, v.address, 'Ciudad de México', 'México', v.capacity,
             v.pph, v.ppd, string_to_array(v.amenities, '|'), v.active, case when v.deleted then ${deletedAt}::timestamptz end,
             v.created_at, v.created_at, v.mode, v.policy, v.buffer, v.notice, v.cleaning, v.colonia, v.alcaldia,
             v.postal_code, v.lat, v.lng, v.approximate, v.rating, v.review_count
      from unnest(${slice.map((p) => p.id)}::uuid[], ${slice.map((p) => p.ownerId)}::uuid[], ${rows.name.slice(a, b)}::text[],
                  ${rows.description.slice(a, b)}::text[], ${slice.map((p) => p.category)}::text[], ${rows.address.slice(a, b)}::text[],
                  ${slice.map((p) => p.capacity)}::int[], ${rows.pricePerHour.slice(a, b)}::numeric[],
                  ${rows.pricePerDay.slice(a, b)}::numeric[], ${rows.amenities.slice(a, b)}::text[],
                  ${slice.map((p) => p.isActive && !p.deleted)}::boolean[], ${slice.map((p) => p.deleted)}::boolean[],
                  ${rows.createdAt.slice(a, b)}::timestamptz[], ${rows.bookingMode.slice(a, b)}::text[],
                  ${rows.cancellationPolicy.slice(a, b)}::text[], ${rows.bufferMinutes.slice(a, b)}::int[],
                  ${rows.minNoticeHours.slice(a, b)}::int[], ${rows.cleaningFee.slice(a, b)}::numeric[],
                  ${rows.place.slice(a, b).map((p) => p.colonia)}::text[], ${rows.place.slice(a, b).map((p) => p.alcaldia)}::text[],
                  ${rows.place.slice(a, b).map((p) => p.postalCode)}::text[], ${rows.place.slice(a, b).map((p) => p.lat)}::float8[],
                  ${rows.place.slice(a, b).map((p) => p.lng)}::float8[], ${rows.place.slice(a, b).map((p) => p.locationApproximate)}::boolean[],
                  ${figures.rating.slice(a, b)}::numeric[], ${figures.reviewCount.slice(a, b)}::int[])
        as v(id, owner_id, name, description, category, address, capacity, pph, ppd, amenities, active, deleted, created_at,
             mode, policy, buffer, notice, cleaning, colonia, alcaldia, postal_code, lat, lng, approximate, rating, review_count)
    `.execute(db);
  }
}

async function insertAddOns(db: Db, r: AddOnRows): Promise<void> {
  for (const [a, b] of batches(r.venueId.length)) {
    await sql`
      insert into venue_add_ons (venue_id, name, price, unit, position)
      select * from unnest(${r.venueId.slice(a, b)}::uuid[], ${r.name.slice(a, b)}::text[],
                           ${r.price.slice(a, b)}::numeric[], ${r.unit.slice(a, b)}::text[], ${r.position.slice(a, b)}::int[])
    `.execute(db);
  }
}

/** One venue's booking rules (issue 16), drawn from its category's RuleProfile with ruleRand. */
function venueRules(category: Category, venueId: string, addOns: AddOnRows) {
  const r = RULES[category];
  const policyDraw = ruleRand();
  const rules = {
    bookingMode: ruleRand() < r.request ? 'request' : 'instant',
    cancellationPolicy: policyDraw < r.strict ? 'strict' : policyDraw < r.strict + r.moderate ? 'moderate' : 'flexible',
    bufferMinutes: r.buffers[Math.floor(ruleRand() * r.buffers.length)] ?? 0,
    minNoticeHours: r.notices[Math.floor(ruleRand() * r.notices.length)] ?? 0,
    cleaningFee:
      ruleRand() < r.cleaning
        ? `${roundTo(r.cleaningFee[0] + (r.cleaningFee[1] - r.cleaningFee[0]) * ruleRand(), 50)}.00`
        : null,
  };
  // About half the venues sell one or more of their category's extras.
  const extras = r.addOns.filter(() => ruleRand() < 0.35);
  extras.forEach((extra, position) => {
    addOns.venueId.push(venueId);
    addOns.name.push(extra.name);
    addOns.price.push(`${extra.price}.00`);
    addOns.unit.push(extra.unit);
    addOns.position.push(position);
  });
  return rules;
}

/** Column arrays of the bookings to insert (instants as ISO strings, money as decimal strings). */
interface BookingRows {
  id: string[];
  venueId: string[];
  userId: string[];
  startAt: string[];
  endAt: string[];
  guestCount: number[];
  subtotal: string[];
  commission: string[];
  total: string[];
  specialRequests: (string | null)[];
  status: string[];
  checkedInAt: (string | null)[];
  cancelledAt: (string | null)[];
  createdAt: string[];
}

async function insertBookings(db: Db, r: BookingRows): Promise<void> {
  for (const [a, b] of batches(r.id.length)) {
    await sql`
      insert into bookings (id, venue_id, user_id, start_at, end_at, guest_count, subtotal, commission, total_amount,
                            special_requests, status, payment_method, checked_in_at, cancelled_at, created_at,
                            cancellation_policy)
      select x.id, x.venue_id, x.user_id, x.start_at, x.end_at, x.guest_count, x.subtotal, x.commission, x.total,
             x.special_requests, x.status, 'venue', x.checked_in_at, x.cancelled_at, x.created_at,
             (select v.cancellation_policy from venues v where v.id = x.venue_id)
      from unnest(${r.id.slice(a, b)}::uuid[], ${r.venueId.slice(a, b)}::uuid[], ${r.userId.slice(a, b)}::uuid[],
                  ${r.startAt.slice(a, b)}::timestamptz[], ${r.endAt.slice(a, b)}::timestamptz[], ${r.guestCount.slice(a, b)}::int[],
                  ${r.subtotal.slice(a, b)}::numeric[], ${r.commission.slice(a, b)}::numeric[], ${r.total.slice(a, b)}::numeric[],
                  ${r.specialRequests.slice(a, b)}::text[], ${r.status.slice(a, b)}::text[], ${r.checkedInAt.slice(a, b)}::timestamptz[],
                  ${r.cancelledAt.slice(a, b)}::timestamptz[], ${r.createdAt.slice(a, b)}::timestamptz[])
        as x(id, venue_id, user_id, start_at, end_at, guest_count, subtotal, commission, total, special_requests, status,
             checked_in_at, cancelled_at, created_at)
    `.execute(db);
  }
}

interface ReviewRows {
  venueId: string[];
  userId: string[];
  bookingId: string[];
  rating: number[];
  comment: string[];
  createdAt: string[];
}

async function insertReviews(db: Db, r: ReviewRows): Promise<void> {
  for (const [a, b] of batches(r.bookingId.length)) {
    await sql`
      insert into reviews (venue_id, user_id, booking_id, rating, comment, created_at)
      select * from unnest(${r.venueId.slice(a, b)}::uuid[], ${r.userId.slice(a, b)}::uuid[], ${r.bookingId.slice(a, b)}::uuid[],
                           ${r.rating.slice(a, b)}::int[], ${r.comment.slice(a, b)}::text[], ${r.createdAt.slice(a, b)}::timestamptz[])
    `.execute(db);
  }
}

// ───────────────────────────── generation ─────────────────────────────

function generateUsers(size: LargeSeedSize, now: Date): { rows: UserRows; ownerIds: string[]; guestIds: string[] } {
  const rows: UserRows = { id: [], email: [], firstName: [], lastName: [], role: [], createdAt: [] };
  const add = (role: string, email: string, first: string, last: string) => {
    const id = randomUUID();
    rows.id.push(id);
    rows.email.push(email);
    rows.firstName.push(first);
    rows.lastName.push(last);
    rows.role.push(role);
    rows.createdAt.push(new Date(now.getTime() - between(30, 730) * DAY_MS - between(0, 86_399) * 1000).toISOString());
    return id;
  };
  add('admin', DEMO_ACCOUNTS.admin, 'Andrea', 'Salgado');
  const ownerIds = [add('owner', DEMO_ACCOUNTS.owner, 'Paola', 'Ramírez')];
  const guestIds = [add('user', DEMO_ACCOUNTS.user, 'Diego', 'Hernández')];
  const person = (role: string, i: number, domain: string) => {
    const first = pick(FIRST_NAMES);
    const last = `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
    return add(role, `${emailPart(first)}.${emailPart(last)}.${i}@${domain}`, first, last);
  };
  for (let i = 1; i < size.owners; i++) ownerIds.push(person('owner', i, 'anfitriones.mx'));
  for (let i = 1; i < size.guests; i++) guestIds.push(person('user', i, 'correo.mx'));
  return { rows, ownerIds, guestIds };
}

function generateVenues(
  size: LargeSeedSize,
  ownerIds: string[],
  now: Date,
): { plans: VenuePlan[]; rows: VenueRows; addOns: AddOnRows } {
  const plans: VenuePlan[] = [];
  const rows: VenueRows = {
    name: [],
    description: [],
    address: [],
    pricePerHour: [],
    pricePerDay: [],
    amenities: [],
    createdAt: [],
    bookingMode: [],
    cancellationPolicy: [],
    bufferMinutes: [],
    minNoticeHours: [],
    cleaningFee: [],
    place: [],
  };
  const addOns: AddOnRows = { venueId: [], name: [], price: [], unit: [], position: [] };
  for (let i = 0; i < size.venues; i++) {
    // Every owner gets one venue; the rest go mostly to a few large hosts (skewed).
    const ownerIndex = i < ownerIds.length ? i : Math.floor(ownerIds.length * rand() ** 1.6);
    const category = weighted(CATEGORY_WEIGHTS);
    const p = PROFILES[category];
    const colonia = pick(COLONIAS);
    const [cMin, cMax] = p.capacity;
    const capacity = Math.round(cMin + (cMax - cMin) * rand() ** 2);
    const [pMin, pMax] = p.price;
    const hourly = roundTo(pMin + (pMax - pMin) * rand() ** 1.5, 50);
    const hasHourly = rand() > 0.03;
    const amenities = [...p.amenities].sort(() => rand() - 0.5).slice(0, between(2, p.amenities.length));
    plans.push({
      id: randomUUID(),
      ownerId: ownerIds[ownerIndex] ?? pick(ownerIds),
      category,
      capacity,
      priceCentavos: hasHourly ? hourly * 100 : null,
      isActive: rand() > 0.05,
      deleted: rand() < 0.01,
      demand: Math.exp(rand() * 2.2 + rand() * 1.2),
      quality: rand() * 2 - 1,
    });
    rows.name.push(`${pick(p.prefixes)} ${pick(NAME_WORDS)} ${colonia.name}`);
    rows.description.push(
      `${pick(p.openers)} En ${colonia.name}, ${colonia.alcaldia}, con capacidad para ${capacity} personas. ${pick(CLOSERS)}`,
    );
    const address = `Calle ${pick(colonia.streets)} ${between(1, 480)}, ${colonia.name}, ${colonia.alcaldia}, ${colonia.cp}`;
    rows.address.push(address);
    rows.place.push(seededPlace(address, rand));
    rows.pricePerHour.push(hasHourly ? `${hourly}.00` : null);
    rows.pricePerDay.push(!hasHourly || rand() < 0.4 ? `${roundTo(hourly * 8 * 0.8, 100)}.00` : null);
    rows.amenities.push(amenities.join('|'));
    rows.createdAt.push(new Date(now.getTime() - between(90, 900) * DAY_MS).toISOString());
    const plan = plans[plans.length - 1] as VenuePlan;
    const rules = venueRules(category, plan.id, addOns);
    rows.bookingMode.push(rules.bookingMode);
    rows.cancellationPolicy.push(rules.cancellationPolicy);
    rows.bufferMinutes.push(rules.bufferMinutes);
    rows.minNoticeHours.push(rules.minNoticeHours);
    rows.cleaningFee.push(rules.cleaningFee);
  }
  return { plans, rows, addOns };
}

/** Shares `total` bookings out over venues by demand (venues without an hourly price get none). */
function bookingCounts(plans: VenuePlan[], total: number): number[] {
  const demand = plans.map((p) => (p.priceCentavos === null ? 0 : p.demand));
  const sum = demand.reduce((s, d) => s + d, 0);
  /** at most this many per venue: two thirds of the 5-slot days in the 90-day span */
  const cap = Math.floor((PAST_DAYS + FUTURE_DAYS) * 3);
  const counts = demand.map((d) => Math.min(cap, Math.floor((total * d) / sum)));
  let missing = total - counts.reduce((s, c) => s + c, 0);
  while (missing > 0) {
    const i = Math.floor(rand() * plans.length);
    const c = counts[i] ?? 0;
    if ((demand[i] ?? 0) > 0 && c < cap) {
      counts[i] = c + 1;
      missing--;
    }
  }
  return counts;
}

function emptyBookingRows(): BookingRows {
  return {
    id: [],
    venueId: [],
    userId: [],
    startAt: [],
    endAt: [],
    guestCount: [],
    subtotal: [],
    commission: [],
    total: [],
    specialRequests: [],
    status: [],
    checkedInAt: [],
    cancelledAt: [],
    createdAt: [],
  };
}

/**
 * Bookings of every venue: random day in [-PAST_DAYS, FUTURE_DAYS), start hour and
 * duration, retried until they overlap nothing already placed for that venue (any
 * status, so the exclusion constraint can never fire). Plus reviews of about a third
 * of completed bookings.
 */
function generateBookings(
  plans: VenuePlan[],
  guestIds: string[],
  size: LargeSeedSize,
  now: Date,
): { rows: BookingRows; reviews: ReviewRows } {
  // Midnight (Mexico City) of each day offset: Mexico City has no DST, hours add exactly.
  const local = new TZDate(now, VENUE_TIME_ZONE);
  const midnights = new Map<number, number>();
  for (let d = -PAST_DAYS; d < FUTURE_DAYS; d++) {
    midnights.set(d, slotToRange(format(addDays(local, d), 'yyyy-MM-dd'), '00:00', 0).start.getTime());
  }
  const nowMs = now.getTime();
  const rows = emptyBookingRows();
  const reviews: ReviewRows = { venueId: [], userId: [], bookingId: [], rating: [], comment: [], createdAt: [] };
  const counts = bookingCounts(plans, size.bookings);
  const iso = (ms: number) => new Date(ms).toISOString();

  plans.forEach((venue, v) => {
    const wanted = counts[v] ?? 0;
    if (wanted === 0 || venue.priceCentavos === null) return;
    /** day offset → busy [startHour, endHour) pairs */
    const busy = new Map<number, [number, number][]>();
    let placed = 0;
    for (let attempt = 0; placed < wanted && attempt < wanted * 20; attempt++) {
      const day = between(-PAST_DAYS, FUTURE_DAYS - 1);
      const hour = pick(START_HOURS);
      const hours = weighted([
        [DURATION_HOURS[0], 5],
        [DURATION_HOURS[1], 4],
        [DURATION_HOURS[2], 1],
      ] as const);
      const taken = busy.get(day) ?? [];
      if (taken.some(([s, e]) => hour < e && s < hour + hours)) continue;
      taken.push([hour, hour + hours]);
      busy.set(day, taken);
      placed++;

      const startMs = (midnights.get(day) ?? 0) + hour * HOUR_MS;
      const endMs = startMs + hours * HOUR_MS;
      const ended = endMs <= nowMs;
      // Made 1–25 days ahead; an upcoming booking made "in the future" moves to the last 2 weeks.
      const madeMs = startMs - between(1, 25) * DAY_MS + between(0, 86_399) * 1000;
      const createdMs = madeMs < nowMs - 60_000 ? madeMs : nowMs - between(60, 14 * 86_400) * 1000;
      const roll = rand();
      const status = roll < 0.07 ? 'cancelled' : ended ? (roll < 0.1 ? 'confirmed' : 'completed') : 'confirmed';
      const price = computeBookingPrice(venue.priceCentavos ?? 0, hours);
      const id = randomUUID();
      const userId = guestIds[Math.floor(guestIds.length * rand() ** 1.5)] ?? pick(guestIds);
      rows.id.push(id);
      rows.venueId.push(venue.id);
      rows.userId.push(userId);
      rows.startAt.push(iso(startMs));
      rows.endAt.push(iso(endMs));
      rows.guestCount.push(Math.max(1, Math.min(venue.capacity, 1 + Math.floor(venue.capacity * rand() ** 2))));
      rows.subtotal.push(fromCentavos(price.subtotal));
      rows.commission.push(fromCentavos(price.commission));
      rows.total.push(fromCentavos(price.total));
      rows.specialRequests.push(rand() < 0.1 ? pick(SPECIAL_REQUESTS) : null);
      rows.status.push(status);
      rows.checkedInAt.push(status === 'completed' && rand() < 0.5 ? iso(startMs + between(0, 20) * 60_000) : null);
      rows.cancelledAt.push(status === 'cancelled' ? iso(Math.min(nowMs, createdMs + between(1, 48) * HOUR_MS)) : null);
      rows.createdAt.push(iso(createdMs));

      if (status === 'completed' && rand() < 0.35) {
        const tilt = rand() + venue.quality * 0.35;
        const rating = tilt > 0.5 ? 5 : tilt > 0.2 ? 4 : tilt > 0.05 ? 3 : tilt > -0.1 ? 2 : 1;
        reviews.venueId.push(venue.id);
        reviews.userId.push(userId);
        reviews.bookingId.push(id);
        reviews.rating.push(rating);
        reviews.comment.push(pick(REVIEWS_BY_RATING.get(rating) ?? ['']));
        reviews.createdAt.push(iso(Math.min(nowMs - 1000, endMs + between(1, 72) * HOUR_MS)));
      }
    }
  });
  return { rows, reviews };
}

export interface LargeSeedSummary {
  users: number;
  owners: number;
  guests: number;
  venues: number;
  bookings: number;
  reviews: number;
  /** milliseconds per phase */
  timings: Record<string, number>;
}

/**
 * Writes the large data set into an empty, migrated database (one transaction), then
 * VACUUM ANALYZE. Input: db, sizes (default LARGE_SEED_SIZE), now. Output: counts and
 * timings (ms). Throws on a unique or exclusion violation (the database was not empty).
 */
export async function seedLarge(
  db: Db,
  opts: { size?: LargeSeedSize; now?: Date; log?: (line: string) => void } = {},
): Promise<LargeSeedSummary> {
  const size = opts.size ?? LARGE_SEED_SIZE;
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  const timed = async <T>(phase: string, fn: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    timings[phase] = Math.round(performance.now() - t0);
    log(`  ${phase.padEnd(28)} ${String(timings[phase]).padStart(7)} ms`);
    return out;
  };

  const passwordHash = await timed('hash password (once)', () => hashPassword(DEMO_PASSWORD));
  const users = await timed('generate users', () => generateUsers(size, now));
  const venues = await timed('generate venues', () => generateVenues(size, users.ownerIds, now));
  const bookings = await timed('generate bookings', () => generateBookings(venues.plans, users.guestIds, size, now));

  await db.transaction().execute(async (trx) => {
    await timed(`insert ${users.rows.id.length} users`, () => insertUsers(trx, users.rows, passwordHash));
    await timed(`insert ${venues.plans.length} venues`, () =>
      insertVenues(
        trx,
        venues.plans,
        venues.rows,
        venueFigures(venues.plans, bookings.reviews),
        new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      ),
    );
    await timed(`insert ${venues.addOns.venueId.length} add-ons`, () => insertAddOns(trx, venues.addOns));
    await timed(`insert ${bookings.rows.id.length} bookings`, () => insertBookings(trx, bookings.rows));
    await timed(`insert ${bookings.reviews.bookingId.length} reviews`, () => insertReviews(trx, bookings.reviews));
    const corrected = await timed('check venue ratings', () => refreshVenueRatings(trx));
    if (corrected > 0) log(`  ratings corrected for ${corrected} venues`);
  });
  await timed('vacuum analyze', () => sql`vacuum analyze`.execute(db));

  return {
    users: users.rows.id.length,
    owners: users.ownerIds.length,
    guests: users.guestIds.length,
    venues: venues.plans.length,
    bookings: bookings.rows.id.length,
    reviews: bookings.reviews.bookingId.length,
    timings,
  };
}

/** Rows per table and bookings per status, for the closing report. */
async function tableCounts(db: Db): Promise<string> {
  const counts = await sql<{ t: string; n: string }>`
    select t, n from (
      select 1 as o, 'users' as t, count(*)::text as n from users
      union all select 2, 'venues', count(*)::text from venues
      union all select 3, 'venues (active)', count(*)::text from venues where is_active and deleted_at is null
      union all select 4, 'bookings', count(*)::text from bookings
      union all select 5, 'bookings ' || status, count(*)::text from bookings group by status
      union all select 6, 'reviews', count(*)::text from reviews
    ) c order by o, t
  `.execute(db);
  return counts.rows.map((r) => `  ${r.t.padEnd(28)} ${r.n.padStart(7)}`).join('\n');
}

const isCli = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  const { values: args } = parseArgs({ options: { venues: { type: 'string' } } });
  const size = largeSeedSize(Number(args.venues ?? LARGE_SEED_SIZE.venues));
  const started = performance.now();
  const { handle, dataDir } = await openCommandLineDb();
  try {
    console.log(`Large seed into ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
    await migrateToLatest(handle.db);
    if (!(await isDatabaseEmpty(handle.db))) {
      console.log('The database already has users; nothing seeded.');
    } else {
      const summary = await seedLarge(handle.db, { size, log: (line) => console.log(line) });
      console.log(
        `Seeded ${summary.users} users (${summary.owners} owners, ${summary.guests} guests, 1 admin), ` +
          `${summary.venues} venues, ${summary.bookings} bookings, ${summary.reviews} reviews ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s. Every account's password: ${DEMO_PASSWORD}.`,
      );
      console.log(await tableCounts(handle.db));
    }
  } finally {
    await handle.close();
  }
}
