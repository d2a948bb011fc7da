/**
 * Factories shared by the demo seed and the tests: each makes one real row
 * with sensible defaults that a caller can override.
 */
import { hashPassword } from '@rentas/auth';
import type { Category, Role } from '@rentas/domain';
import type { Db } from './client';
import type { UserRow, VenueRow } from './schema';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface UserFactoryInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** plain password, hashed here; default 'demo12345' */
  password?: string;
  /** an already hashed password (skips hashing, for fast fixtures) */
  passwordHash?: string;
  role?: Role;
  roleSelected?: boolean;
  /** whether the address is confirmed (issue 15); default true */
  emailVerified?: boolean;
}

/** Inserts a user. Output: the users row. */
export async function createUser(db: Db, input: UserFactoryInput = {}): Promise<UserRow> {
  const role = input.role ?? 'user';
  return db
    .insertInto('users')
    .values({
      email: (input.email ?? `persona-${unique()}@prueba.mx`).toLowerCase(),
      firstName: input.firstName ?? 'Ana',
      lastName: input.lastName ?? 'Prueba',
      passwordHash: input.passwordHash ?? (await hashPassword(input.password ?? 'demo12345')),
      role,
      contextRole: role,
      roleSelected: input.roleSelected ?? true,
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface VenueFactoryInput {
  name?: string;
  description?: string;
  category?: Category;
  address?: string;
  city?: string;
  capacity?: number;
  /** MXN decimal string or null */
  pricePerHour?: string | null;
  pricePerDay?: string | null;
  amenities?: string[];
  images?: string[];
  isActive?: boolean;
  /** issue 16: host booking rules (defaults: instant, flexible, no buffer, no notice, no fee) */
  bookingMode?: 'instant' | 'request';
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict';
  bufferMinutes?: number;
  minNoticeHours?: number;
  /** MXN decimal string or null */
  cleaningFee?: string | null;
  /** issue 18: place (defaults: no colonia, approximate at the city centre) */
  colonia?: string | null;
  alcaldia?: string | null;
  lat?: number;
  lng?: number;
}

/** Inserts a venue owned by `ownerId`. Output: the venues row. */
export async function createVenue(db: Db, ownerId: string, input: VenueFactoryInput = {}): Promise<VenueRow> {
  return db
    .insertInto('venues')
    .values({
      ownerId,
      name: input.name ?? `Estudio de prueba ${unique()}`,
      description: input.description ?? 'Un espacio de prueba con buena luz y sonido.',
      category: input.category ?? 'audio_studio',
      address: input.address ?? 'Calle Colima 143, Roma Norte',
      city: input.city ?? 'Ciudad de México',
      capacity: input.capacity ?? 8,
      pricePerHour: input.pricePerHour === undefined ? '500.00' : input.pricePerHour,
      pricePerDay: input.pricePerDay ?? null,
      amenities: input.amenities ?? ['Wi-Fi'],
      images: input.images ?? [],
      isActive: input.isActive ?? true,
      bookingMode: input.bookingMode,
      cancellationPolicy: input.cancellationPolicy,
      bufferMinutes: input.bufferMinutes,
      minNoticeHours: input.minNoticeHours,
      cleaningFee: input.cleaningFee,
      colonia: input.colonia ?? null,
      alcaldia: input.alcaldia ?? null,
      lat: input.lat,
      lng: input.lng,
      locationApproximate: input.lat === undefined,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
