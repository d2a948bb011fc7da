/**
 * One zod schema per payload, shared by the web app and the server (SPEC.md §5, §7).
 * Messages are the Spanish texts users see.
 */
import { z } from 'zod';
import { CATEGORIES, normalizeCategory } from './categories';
import { ROLES } from './roles';
import { DURATIONS, START_TIMES } from './slots';

const REQUIRED_ALL = 'Por favor completa todos los campos';

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres.` });

/** POST /api/auth/register: SPEC.md §5 (all required, password ≥ 6). */
export const RegisterSchema = z.object({
  firstName: requiredText(REQUIRED_ALL, 80),
  lastName: requiredText(REQUIRED_ALL, 80),
  email: requiredText(REQUIRED_ALL, 254)
    .toLowerCase()
    .pipe(z.email({ error: 'Escribe un correo electrónico válido.' })),
  password: z
    .string({ error: REQUIRED_ALL })
    .min(1, { error: REQUIRED_ALL })
    .min(6, { error: 'La contraseña debe tener al menos 6 caracteres' })
    .max(200, { error: 'Máximo 200 caracteres.' }),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** POST /api/auth/login: SPEC.md §5 (email and password required). */
export const LoginSchema = z.object({
  email: requiredText(REQUIRED_ALL, 254).toLowerCase(),
  password: z.string({ error: REQUIRED_ALL }).min(1, { error: REQUIRED_ALL }).max(200),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** PUT /api/auth/role and POST /api/auth/switch-role. */
export const RoleSchema = z.object({
  role: z.enum(ROLES, { error: 'Rol no válido.' }),
});
export type RoleInput = z.infer<typeof RoleSchema>;

/** PUT /api/profile: names trimmed before use (SPEC.md §5). */
export const UpdateProfileSchema = z.object({
  firstName: requiredText('Escribe tu nombre.', 80),
  lastName: requiredText('Escribe tu apellido.', 80),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

const categoryInput = z
  .string()
  .transform((value, ctx) => {
    const category = normalizeCategory(value);
    if (!category) {
      ctx.addIssue({ code: 'custom', message: 'Categoría no válida.' });
      return z.NEVER;
    }
    return category;
  })
  .pipe(z.enum(CATEGORIES));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha no válida.' });

/** Venues per page of search results. */
export const VENUE_PAGE_SIZE = 24;

/** Venue search filters (PRODUCT.md §3). All optional; date needs startTime and duration to filter. */
export const VenueSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: categoryInput.optional(),
  city: z.string().trim().max(100).optional(),
  guests: z.coerce.number().int().min(1).max(10000).optional(),
  date: isoDate.optional(),
  startTime: z.enum(START_TIMES).optional(),
  duration: z.coerce
    .number()
    .refine((n) => (DURATIONS as readonly number[]).includes(n), { error: 'Duración no válida.' })
    .optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
  /** page size (default 24, at most 100) and offset, for long result lists */
  limit: z.coerce.number().int().min(1).max(100).default(VENUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type VenueSearchInput = z.infer<typeof VenueSearchSchema>;
/** The search filters as a client sends them (every field optional). */
export type VenueSearchQuery = z.input<typeof VenueSearchSchema>;

/** One page of search results for infinite lists: `cursor` is the offset of the page. */
export const VenueSearchPageSchema = VenueSearchSchema.extend({
  cursor: z.number().int().min(0).max(100_000).nullish(),
});

export const VenueIdSchema = z.object({ id: z.uuid({ error: 'Venue no encontrado' }) });

/** Free start times of a venue on a date for a duration. */
export const AvailabilitySchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  date: isoDate,
  duration: z.coerce.number().refine((n) => (DURATIONS as readonly number[]).includes(n), {
    error: 'La duración debe ser de 2, 4 u 8 horas.',
  }),
});
export type AvailabilityInput = z.infer<typeof AvailabilitySchema>;

const amountInput = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) {
    ctx.addIssue({ code: 'custom', message: 'Total no válido.' });
    return z.NEVER;
  }
  return Math.round(n * 100);
});

/**
 * POST /api/bookings (SPEC.md §7). startDate/endDate are ISO instants; totalAmount
 * is the client's MXN total, parsed here into centavos and checked by the server.
 */
export const CreateBookingSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  startDate: z.iso.datetime({ offset: true, error: 'Por favor selecciona fecha y hora.' }),
  endDate: z.iso.datetime({ offset: true, error: 'Por favor selecciona fecha y hora.' }),
  guestCount: z.coerce
    .number({ error: 'Indica el número de personas.' })
    .int({ error: 'Indica el número de personas.' })
    .min(1, { error: 'Debe haber al menos 1 persona.' }),
  totalAmount: amountInput,
  specialRequests: z.string().trim().max(1000).nullish(),
});
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateBookingParsed = z.output<typeof CreateBookingSchema>;

const REQUIRED_VENUE = 'Por favor completa todos los campos requeridos.';
/** SPEC.md §9: max 10 photos per venue. */
export const MAX_VENUE_IMAGES = 10;

const optionalPrice = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: 'El precio debe ser un número mayor o igual a 0.' });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

/** Like optionalPrice, but "not sent" (undefined) stays undefined so an update can keep the stored value. */
const updatablePrice = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: 'El precio debe ser un número mayor o igual a 0.' });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

/** Amenities and image URLs: trimmed, empty dropped, duplicates ignored (SPEC.md §5). */
const uniqueTrimmed = (max: number, maxLength: number, tooMany: string) =>
  z
    .array(z.string().max(maxLength))
    .default([])
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))])
    .refine((items) => items.length <= max, { error: tooMany });

const imageUrls = uniqueTrimmed(MAX_VENUE_IMAGES, 2000, 'Solo puedes subir un máximo de 10 imágenes').refine(
  (urls) => urls.every((u) => u.startsWith('/uploads/') || /^https?:\/\//.test(u)),
  { error: 'Las imágenes deben ser URLs válidas.' },
);

const capacityInput = z.coerce
  .number({ error: REQUIRED_VENUE })
  .int({ error: 'La capacidad debe ser un número entero.' })
  .min(1, { error: 'La capacidad mínima es 1.' })
  .max(100_000);

/** POST /api/venues (SPEC.md §2 /add-venue, §5). Prices in MXN, normalised to "123.45". */
export const CreateVenueSchema = z
  .object({
    name: requiredText(REQUIRED_VENUE, 120),
    description: z.string().trim().max(5000).default(''),
    category: categoryInput,
    address: requiredText(REQUIRED_VENUE, 300),
    city: requiredText(REQUIRED_VENUE, 100),
    capacity: capacityInput,
    pricePerHour: optionalPrice,
    pricePerDay: optionalPrice,
    amenities: uniqueTrimmed(40, 80, 'Máximo 40 comodidades.'),
    images: imageUrls,
  })
  .refine((v) => v.pricePerHour !== null || v.pricePerDay !== null, {
    error: 'Debes establecer al menos un precio (por hora o por día).',
    path: ['pricePerHour'],
  });
export type CreateVenueInput = z.input<typeof CreateVenueSchema>;

/** PUT /api/venues/{venueId} (SPEC.md §2 /edit-venue): name, description, address, city non-empty after trimming. */
export const UpdateVenueSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  name: requiredText(REQUIRED_VENUE, 120),
  description: requiredText(REQUIRED_VENUE, 5000),
  address: requiredText(REQUIRED_VENUE, 300),
  city: requiredText(REQUIRED_VENUE, 100),
  capacity: capacityInput,
  pricePerHour: updatablePrice,
  pricePerDay: updatablePrice,
  category: categoryInput.optional(),
  amenities: uniqueTrimmed(40, 80, 'Máximo 40 comodidades.'),
  images: imageUrls,
});
export type UpdateVenueInput = z.input<typeof UpdateVenueSchema>;

/** Owner blocks time of a venue (maintenance, private use). Instants ISO; at most 90 days long. */
export const CreateBlockSchema = z
  .object({
    venueId: z.uuid({ error: 'Venue no encontrado' }),
    startDate: z.iso.datetime({ offset: true, error: 'Selecciona el inicio del bloqueo.' }),
    endDate: z.iso.datetime({ offset: true, error: 'Selecciona el fin del bloqueo.' }),
    reason: z.string().trim().max(200).default(''),
  })
  .refine((v) => new Date(v.endDate) > new Date(v.startDate), {
    error: 'El fin del bloqueo debe ser posterior al inicio.',
    path: ['endDate'],
  })
  .refine((v) => new Date(v.endDate).getTime() - new Date(v.startDate).getTime() <= 90 * 24 * 3600 * 1000, {
    error: 'Un bloqueo puede durar como máximo 90 días.',
    path: ['endDate'],
  });
export type CreateBlockInput = z.input<typeof CreateBlockSchema>;

/** POST /api/become-owner (SPEC.md §5): businessName and phone required. */
export const OwnerApplicationSchema = z.object({
  businessName: requiredText(REQUIRED_VENUE, 120),
  phone: requiredText(REQUIRED_VENUE, 30).refine((p) => /^[+\d][\d\s().-]{6,}$/.test(p), {
    error: 'Escribe un teléfono válido.',
  }),
  experience: z.string().trim().max(2000).nullish(),
  motivation: z.string().trim().max(2000).nullish(),
});
export type OwnerApplicationInput = z.input<typeof OwnerApplicationSchema>;

const percentage = z.coerce
  .number({ error: 'Cada porcentaje debe ser un número entre 0 y 100.' })
  .min(0, { error: 'Cada porcentaje debe ser un número entre 0 y 100.' })
  .max(100, { error: 'Cada porcentaje debe ser un número entre 0 y 100.' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'Usa como máximo dos decimales.' })
  .transform((n) => n.toFixed(2));

/** PUT /api/admin/price-config (SPEC.md §5: number, 0 to 100, step 0.01). */
export const PriceConfigSchema = z.object({
  operativePercentage: percentage,
  backofficePercentage: percentage,
  taxPercentage: percentage,
  paymentGatewayPercentage: percentage,
});
export type PriceConfigInput = z.input<typeof PriceConfigSchema>;

/** PATCH /api/admin/users/{userId}/role. */
export const SetUserRoleSchema = z.object({
  userId: z.uuid({ error: 'Usuario no encontrado.' }),
  role: z.enum(ROLES, { error: 'Rol no válido.' }),
});

/** PATCH /api/admin/venues/{venueId}/status. */
export const SetVenueStatusSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  isActive: z.boolean({ error: 'Indica si el venue está activo.' }),
});

/** Admin decision on an owner application. */
export const DecideApplicationSchema = z.object({
  applicationId: z.uuid({ error: 'Solicitud no encontrada.' }),
  approve: z.boolean(),
});

/** A guest's review of a completed booking (1 to 5 stars, comment). */
export const CreateReviewSchema = z.object({
  bookingId: z.uuid({ error: 'Reserva no encontrada.' }),
  rating: z.coerce
    .number({ error: 'Elige de 1 a 5 estrellas.' })
    .int({ error: 'Elige de 1 a 5 estrellas.' })
    .min(1, { error: 'Elige de 1 a 5 estrellas.' })
    .max(5, { error: 'Elige de 1 a 5 estrellas.' }),
  comment: z.string().trim().max(2000, { error: 'El comentario puede tener hasta 2000 caracteres.' }).default(''),
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

/** The booking part of the PayPal calls (SPEC.md §7 bookingData). */
export const BookingDataSchema = CreateBookingSchema.extend({
  totalAmount: CreateBookingSchema.shape.totalAmount.optional(),
});

/** POST /paypal/order (SPEC.md §7: amount, currency, intent; plus bookingData so the server prices it). */
export const CreatePaypalOrderSchema = z.object({
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.literal('MXN', { error: 'La moneda de pago es MXN.' }).default('MXN'),
  intent: z.enum(['CAPTURE', 'capture']).default('CAPTURE'),
  bookingData: BookingDataSchema.optional(),
});

/** POST /api/complete-paypal-booking (SPEC.md §7). */
export const CompletePaypalBookingSchema = z.object({
  paypalOrderId: z.string().trim().min(1, { error: 'No encontramos ese pago.' }).max(64),
  bookingData: BookingDataSchema.optional(),
});
