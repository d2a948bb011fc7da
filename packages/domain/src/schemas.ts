/**
 * One zod schema per payload, shared by the web app and the server (SPEC.md §5, §7).
 * Messages are the Spanish texts users see.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-lifecycle';
import {
  ADD_ON_UNITS,
  BOOKING_MODES,
  BUFFER_MINUTES,
  CANCELLATION_POLICIES,
  MAX_ADD_ONS,
  MAX_NOTICE_HOURS,
} from './booking-rules';
import { CATEGORIES, normalizeCategory } from './categories';
import { CITY_BOUNDS } from './colonias';
import { ERRORS } from './errors';
import { ROLES } from './roles';
import { BOOKING_WINDOW_DAYS, DURATIONS, INVALID_DURATION_MESSAGE, START_TIMES } from './slot-constants';
import { bookingDates } from './slots';

const REQUIRED_ALL = 'Por favor completa todos los campos';

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres.` });

/**
 * Money as people write it (issue 12: "0x7bc" was read as 1980): a number, or a decimal string
 * of digits with at most 2 decimals; never hex, exponents, signs, NaN or Infinity. Output:
 * integer centavos. Numbers with more than 2 decimals are refused too ("0.001").
 */
export function decimalCentavos(message: string, maxCentavos = 1_000_000_000) {
  return z.union([z.number(), z.string().trim()], { error: message }).transform((value, ctx) => {
    let centavos: number;
    if (typeof value === 'number') {
      centavos = Math.round(value * 100);
      if (!Number.isFinite(value) || Math.abs(centavos - value * 100) > 1e-6) centavos = Number.NaN;
    } else {
      const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
      centavos = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
    }
    if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > maxCentavos) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return centavos;
  });
}

/**
 * A whole number as a number or a string of digits (query strings and forms send strings);
 * never a boolean, a fraction, hex or an exponent (issue 12: `capacity: true` became 1).
 */
export function wholeNumber(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, { error: message }),
      ],
      { error: message },
    )
    .transform((value) => Number(value))
    .pipe(z.number().int({ error: message }));
}

/** A real calendar date 'yyyy-mm-dd' between the years 2000 and 2100 (issue 12: 9999-99-99 answered 200). */
export const CalendarDateSchema = z
  .string({ error: 'Fecha no válida.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha no válida.' })
  .refine(
    (value) => {
      const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: 'Fecha no válida.' },
  );

/** A password a person chooses (SPEC.md §5: at least 6 characters; at most 200). */
export const NewPasswordSchema = z
  .string({ error: REQUIRED_ALL })
  .min(1, { error: REQUIRED_ALL })
  .min(6, { error: 'La contraseña debe tener al menos 6 caracteres' })
  .max(200, { error: 'Máximo 200 caracteres.' });

/** POST /api/auth/register: SPEC.md §5 (all required, password ≥ 6). */
export const RegisterSchema = z.object({
  firstName: requiredText(REQUIRED_ALL, 80),
  lastName: requiredText(REQUIRED_ALL, 80),
  email: requiredText(REQUIRED_ALL, 254)
    .toLowerCase()
    .pipe(z.email({ error: 'Escribe un correo electrónico válido.' })),
  password: NewPasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** POST /api/auth/forgot-password (issue 15): the address to send a reset link to. */
export const ForgotPasswordSchema = z.object({
  email: requiredText('Escribe tu correo electrónico.', 254)
    .toLowerCase()
    .pipe(z.email({ error: 'Escribe un correo electrónico válido.' })),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** POST /api/auth/reset-password (issue 15): the token of the e-mailed link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: ERRORS.RESET_LINK_INVALID.message })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: ERRORS.RESET_LINK_INVALID.message }),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** POST /api/auth/confirm-email (issue 15): the token of the e-mailed confirmation link. */
export const ConfirmEmailSchema = z.object({
  token: z
    .string({ error: ERRORS.CONFIRM_LINK_INVALID.message })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: ERRORS.CONFIRM_LINK_INVALID.message }),
});

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

/**
 * The optional e-mails a person may turn off on /profile (issue 15): reminders 24 h before a
 * booking, review requests after one, and e-mails about new messages. Transactional e-mails
 * (confirmations, cancellations, password reset) always go. Also the answer's shape.
 */
export const EmailPreferencesSchema = z.strictObject({
  reminders: z.boolean({ error: 'Elige sí o no.' }),
  reviewRequests: z.boolean({ error: 'Elige sí o no.' }),
  messages: z.boolean({ error: 'Elige sí o no.' }),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

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

const isoDate = CalendarDateSchema;

/** Comma-separated decimal degrees, e.g. "19.41,-99.16" (NUL bytes and other text refused). */
function degreesList(text: string, count: number): number[] | null {
  const parts = text.split(',');
  if (parts.length !== count || !parts.every((p) => /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(p))) return null;
  return parts.map(Number);
}

const validLat = (n: number) => n >= -90 && n <= 90;
const validLng = (n: number) => n >= -180 && n <= 180;

/** A map area, "minLng,minLat,maxLng,maxLat" (issue 18); min below max. Output: { minLng, minLat, maxLng, maxLat }. */
export const BboxParam = z.string().transform((text, ctx) => {
  const n = degreesList(text, 4);
  if (!n) {
    ctx.addIssue({ code: 'custom', message: 'Zona del mapa no válida.' });
    return z.NEVER;
  }
  const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number];
  if (![minLng, maxLng].every(validLng) || ![minLat, maxLat].every(validLat) || minLng >= maxLng || minLat >= maxLat) {
    ctx.addIssue({ code: 'custom', message: 'Zona del mapa no válida.' });
    return z.NEVER;
  }
  return { minLng, minLat, maxLng, maxLat };
});
export type Bbox = z.output<typeof BboxParam>;

/** A point, "lat,lng" (issue 18). Output: { lat, lng }. */
export const PointParam = z.string().transform((text, ctx) => {
  const n = degreesList(text, 2);
  if (!n || !validLat(n[0] as number) || !validLng(n[1] as number)) {
    ctx.addIssue({ code: 'custom', message: 'Punto del mapa no válido.' });
    return z.NEVER;
  }
  return { lat: n[0] as number, lng: n[1] as number };
});

/** Venues per page of search results. */
export const VENUE_PAGE_SIZE = 24;

/** Venue search filters (PRODUCT.md §3). All optional; date needs startTime and duration to filter. */
export const VenueSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: categoryInput.optional(),
  city: z.string().trim().max(100).optional(),
  guests: wholeNumber('Número de personas no válido.').pipe(z.number().min(1).max(10000)).optional(),
  date: isoDate.optional(),
  startTime: z.enum(START_TIMES).optional(),
  duration: wholeNumber('Duración no válida.')
    .refine((n) => (DURATIONS as readonly number[]).includes(n), { error: 'Duración no válida.' })
    .optional(),
  minPrice: decimalCentavos('Precio no válido.')
    .transform((c) => c / 100)
    .optional(),
  maxPrice: decimalCentavos('Precio no válido.')
    .transform((c) => c / 100)
    .optional(),
  /** issue 18: the colonia or alcaldía, accent- and case-insensitive */
  colonia: z.string().trim().max(100).optional(),
  alcaldia: z.string().trim().max(100).optional(),
  /** issue 18: "minLng,minLat,maxLng,maxLat" (degrees), the map's visible area */
  bbox: BboxParam.optional(),
  /** issue 18: "lat,lng" (degrees): results nearest first, each with distanceMeters */
  near: PointParam.optional(),
  /** page size (default 24, at most 100) and offset, for long result lists */
  limit: wholeNumber('Límite no válido.').pipe(z.number().min(1).max(100)).default(VENUE_PAGE_SIZE),
  offset: wholeNumber('Posición no válida.').pipe(z.number().min(0).max(100_000)).default(0),
});
export type VenueSearchInput = z.infer<typeof VenueSearchSchema>;
/** The search filters as a client sends them (every field optional). */
export type VenueSearchQuery = z.input<typeof VenueSearchSchema>;

/** One page of search results for infinite lists: `cursor` is the offset of the page. */
export const VenueSearchPageSchema = VenueSearchSchema.extend({
  cursor: z.number().int().min(0).max(100_000).nullish(),
});

export const VenueIdSchema = z.object({ id: z.uuid({ error: 'Venue no encontrado' }) });

/** Free start times of a venue on a date of the 30-day booking window for a duration. */
export const AvailabilitySchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  date: isoDate.refine((date) => bookingDates().includes(date), {
    error: `Elige una fecha entre hoy y ${BOOKING_WINDOW_DAYS - 1} días después.`,
  }),
  duration: wholeNumber(INVALID_DURATION_MESSAGE).refine((n) => (DURATIONS as readonly number[]).includes(n), {
    error: INVALID_DURATION_MESSAGE,
  }),
});
export type AvailabilityInput = z.infer<typeof AvailabilitySchema>;

/** Issue 18: a venue's month view, the free start times of every bookable date for a duration. */
export const MonthAvailabilitySchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  duration: wholeNumber(INVALID_DURATION_MESSAGE).refine((n) => (DURATIONS as readonly number[]).includes(n), {
    error: INVALID_DURATION_MESSAGE,
  }),
});

/** A client's total in MXN; whether it matches the price is the server's check (up to 1,000,000,000 MXN parse). */
const amountInput = decimalCentavos('Total no válido.', 100_000_000_000);

/** Issue 16: the venue's add-ons the guest picked, each at most once. */
const addOnIdsInput = z
  .array(z.uuid({ error: 'Ese extra no existe.' }))
  .max(MAX_ADD_ONS, { error: `Puedes elegir hasta ${MAX_ADD_ONS} extras.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Elegiste un extra dos veces.' })
  .default([]);

/** The booking form's special requests: at most 1,000 characters. */
export const SPECIAL_REQUESTS_MAX = 1000;

/**
 * POST /api/bookings (SPEC.md §7). startDate/endDate are ISO instants; totalAmount
 * is the client's MXN total, parsed here into centavos and checked by the server.
 */
export const CreateBookingSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  startDate: z.iso.datetime({ offset: true, error: 'Por favor selecciona fecha y hora.' }),
  endDate: z.iso.datetime({ offset: true, error: 'Por favor selecciona fecha y hora.' }),
  guestCount: wholeNumber('Indica el número de personas.').pipe(
    z.number().min(1, { error: 'Debe haber al menos 1 persona.' }),
  ),
  totalAmount: amountInput,
  specialRequests: z
    .string()
    .trim()
    .max(SPECIAL_REQUESTS_MAX, {
      error: `Las solicitudes especiales pueden tener hasta ${SPECIAL_REQUESTS_MAX.toLocaleString('es-MX')} caracteres.`,
    })
    .nullish(),
  addOnIds: addOnIdsInput,
});
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateBookingParsed = z.output<typeof CreateBookingSchema>;

const REQUIRED_VENUE = 'Por favor completa todos los campos requeridos.';
const PIN_OUTSIDE = 'El pin debe estar dentro de la Ciudad de México.';
/** SPEC.md §9: max 10 photos per venue. */
export const MAX_VENUE_IMAGES = 10;

const PRICE_MESSAGE = 'El precio debe ser un número mayor o igual a 0, con hasta 2 decimales.';
/** A price in MXN as "123.45", at most 10,000,000 (empty means none). */
const priceValue = decimalCentavos(PRICE_MESSAGE, 1_000_000_000).transform(
  (centavos) => `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`,
);

const optionalPrice = z
  .union([z.literal(''), z.null(), priceValue])
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' ? null : value));

/** Like optionalPrice, but "not sent" (undefined) stays undefined so an update can keep the stored value. */
const updatablePrice = z
  .union([z.literal(''), z.null(), priceValue])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value));

/** Amenities and image URLs: trimmed, empty dropped, duplicates ignored (SPEC.md §5). */
const uniqueTrimmed = (max: number, maxLength: number, tooMany: string) =>
  z
    .array(z.string().max(maxLength))
    .default([])
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))])
    .refine((items) => items.length <= max, { error: tooMany });

/**
 * A photo this app stored: `/uploads/<key>` with plain path segments (issue 12: no `..`, no
 * resized-copy route `/uploads/w/…`, no other site). Whether it was stored for this owner is
 * checked by the server against its uploads.
 */
export const STORED_IMAGE_PATH = /^\/uploads\/(?!w\/)[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

const imageUrls = uniqueTrimmed(MAX_VENUE_IMAGES, 2000, 'Solo puedes subir un máximo de 10 imágenes').refine(
  (urls) => urls.every((u) => STORED_IMAGE_PATH.test(u)),
  { error: 'Las imágenes deben ser fotos subidas a Rentas por Hora.' },
);

const capacityInput = wholeNumber('La capacidad debe ser un número entero.').pipe(
  z.number().min(1, { error: 'La capacidad mínima es 1.' }).max(100_000, { error: 'Capacidad no válida.' }),
);

/** One priced extra of a venue (issue 16): a name, a price in MXN (> 0), per booking or per hour. */
export const AddOnInputSchema = z.object({
  /** an existing add-on of the venue keeps its id (bookings and open booking pages refer to it) */
  id: z.uuid({ error: 'Ese extra no existe.' }).optional(),
  name: requiredText('Escribe el nombre del extra.', 80),
  price: priceValue.refine((p) => p !== '0.00', { error: 'El precio del extra debe ser mayor que 0.' }),
  unit: z.enum(ADD_ON_UNITS, { error: 'Elige si el extra se cobra por reserva o por hora.' }),
});
export type AddOnInput = z.input<typeof AddOnInputSchema>;

/**
 * Issue 16: the host's booking rules, every one optional (SPEC.md's payloads keep working):
 * on create an absent field takes DEFAULT_VENUE_RULES, on update it keeps the stored value.
 */
const venueRuleFields = {
  bookingMode: z.enum(BOOKING_MODES, { error: 'Elige reserva inmediata o bajo solicitud.' }).optional(),
  cancellationPolicy: z
    .enum(CANCELLATION_POLICIES, { error: 'Elige una política de cancelación: flexible, moderada o estricta.' })
    .optional(),
  bufferMinutes: wholeNumber('El tiempo entre reservas debe ser 0, 30, 60 o 120 minutos.')
    .refine((n) => (BUFFER_MINUTES as readonly number[]).includes(n), {
      error: 'El tiempo entre reservas debe ser 0, 30, 60 o 120 minutos.',
    })
    .optional(),
  minNoticeHours: wholeNumber(`La anticipación mínima debe ser de 0 a ${MAX_NOTICE_HOURS} horas.`)
    .pipe(
      z.number().max(MAX_NOTICE_HOURS, { error: `La anticipación mínima debe ser de 0 a ${MAX_NOTICE_HOURS} horas.` }),
    )
    .optional(),
  // '' or null clears it; 0 means none too
  cleaningFee: z
    .preprocess((value) => (value === '' ? null : value), priceValue.nullable().optional())
    .transform((value) => (value === '0.00' ? null : value)),
  addOns: z
    .array(AddOnInputSchema)
    .max(MAX_ADD_ONS, { error: `Puedes ofrecer hasta ${MAX_ADD_ONS} extras.` })
    .refine((items) => new Set(items.map((a) => a.name.trim().toLowerCase())).size === items.length, {
      error: 'Hay dos extras con el mismo nombre.',
    })
    .optional(),
};

/**
 * Issue 18: where the venue is, every field optional (SPEC.md's payload has only the address):
 * domain placeOf fills what is missing. The pin (lat and lng, both or neither) must be in the city.
 */
const venuePlaceFields = {
  colonia: z.string().trim().max(100).nullish(),
  alcaldia: z.string().trim().max(100).nullish(),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, { error: 'El código postal debe tener 5 dígitos.' })
    .nullish()
    .transform((v) => v || null),
  lat: z
    .number({ error: 'Coloca el pin del lugar en el mapa.' })
    .min(CITY_BOUNDS.minLat, { error: PIN_OUTSIDE })
    .max(CITY_BOUNDS.maxLat, { error: PIN_OUTSIDE })
    .nullish(),
  lng: z
    .number({ error: 'Coloca el pin del lugar en el mapa.' })
    .min(CITY_BOUNDS.minLng, { error: PIN_OUTSIDE })
    .max(CITY_BOUNDS.maxLng, { error: PIN_OUTSIDE })
    .nullish(),
};

/** A pin is both coordinates or neither. */
const pinComplete = (v: { lat?: number | null; lng?: number | null }) => (v.lat == null) === (v.lng == null);

/** POST /api/venues (SPEC.md §2 /add-venue, §5). Prices in MXN, normalised to "123.45". */
export const CreateVenueSchema = z
  .object({
    name: requiredText(REQUIRED_VENUE, 120),
    // Issue 13: required when adding, as when editing.
    description: requiredText(REQUIRED_VENUE, 5000),
    category: categoryInput,
    address: requiredText(REQUIRED_VENUE, 300),
    city: requiredText(REQUIRED_VENUE, 100),
    capacity: capacityInput,
    pricePerHour: optionalPrice,
    pricePerDay: optionalPrice,
    amenities: uniqueTrimmed(40, 80, 'Máximo 40 comodidades.'),
    images: imageUrls,
    ...venueRuleFields,
    ...venuePlaceFields,
  })
  .refine((v) => v.pricePerHour !== null || v.pricePerDay !== null, {
    error: 'Debes establecer al menos un precio (por hora o por día).',
    path: ['pricePerHour'],
  })
  .refine(pinComplete, { error: 'Coloca el pin del lugar en el mapa.', path: ['lat'] });
export type CreateVenueInput = z.input<typeof CreateVenueSchema>;

/** PUT /api/venues/{venueId} (SPEC.md §2 /edit-venue): name, description, address, city non-empty after trimming. */
export const UpdateVenueSchema = z
  .object({
    venueId: z.uuid({ error: 'Venue no encontrado' }),
    ...venuePlaceFields,
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
    ...venueRuleFields,
  })
  .refine(pinComplete, { error: 'Coloca el pin del lugar en el mapa.', path: ['lat'] });
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
  })
  // Issue 12: blocks in the years 0001 and 9999 were stored. From yesterday to a year ahead.
  .refine(
    (v) => {
      const now = Date.now();
      return (
        new Date(v.startDate).getTime() >= now - 24 * 3600_000 &&
        new Date(v.endDate).getTime() <= now + 366 * 24 * 3600_000
      );
    },
    { error: 'El bloqueo debe estar entre hoy y un año después.', path: ['startDate'] },
  );
export type CreateBlockInput = z.input<typeof CreateBlockSchema>;

/** Issue 18: subscribe a venue to an external iCal URL (http or https, at most 2,000 characters). */
export const CalendarFeedInputSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  url: z
    .string({ error: 'Pega la dirección iCal de tu calendario.' })
    .trim()
    .min(1, { error: 'Pega la dirección iCal de tu calendario.' })
    .max(2000, { error: 'Esa dirección es demasiado larga.' })
    // webcal:// is how calendars share iCal links; it is https.
    .transform((url) => url.replace(/^webcal:\/\//i, 'https://'))
    .refine((url) => /^https?:\/\/[^\s/]+/i.test(url) && URL.canParse(url), {
      error: 'Escribe una dirección que empiece con https:// o webcal://.',
    }),
});

/** Issue 18: the owner's calendar for [from, to), at most 62 days (a month view with its edges). */
export const OwnerCalendarInputSchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'Fecha no válida.' }),
    to: z.iso.datetime({ offset: true, error: 'Fecha no válida.' }),
  })
  .refine((v) => new Date(v.to) > new Date(v.from), { error: 'El fin debe ser posterior al inicio.', path: ['to'] })
  .refine((v) => new Date(v.to).getTime() - new Date(v.from).getTime() <= 62 * 24 * 3600_000, {
    error: 'Pide a lo más 62 días del calendario.',
    path: ['to'],
  });

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

const PERCENT_MESSAGE = 'Cada porcentaje debe ser un número entre 0 y 100.';
const percentage = decimalCentavos(PERCENT_MESSAGE, 10_000).transform((hundredths) => (hundredths / 100).toFixed(2));

/** Issue 13: the message for a split whose parts add up to more than the commission. */
export const SPLIT_OVER_100 =
  'Los cuatro porcentajes reparten la comisión de la plataforma: juntos no pueden pasar de 100 %.';

/**
 * Sum of the four split percentages, computed in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
 * Input: the percentages as numbers or decimal strings. Output: percent (number).
 */
export function priceSplitTotal(p: {
  operativePercentage: string | number;
  backofficePercentage: string | number;
  taxPercentage: string | number;
  paymentGatewayPercentage: string | number;
}): number {
  const hundredths = [p.operativePercentage, p.backofficePercentage, p.taxPercentage, p.paymentGatewayPercentage]
    .map((v) => Math.round(Number(v) * 100))
    .reduce((a, b) => a + b, 0);
  return hundredths / 100;
}

/**
 * PUT /api/admin/price-config (SPEC.md §5: number, 0 to 100, step 0.01). The parts split the
 * platform's commission: their sum is at most 100 (issue 13); they do not change guest prices.
 */
export const PriceConfigSchema = z
  .object({
    operativePercentage: percentage,
    backofficePercentage: percentage,
    taxPercentage: percentage,
    paymentGatewayPercentage: percentage,
  })
  // Issue 13: the four parts split the platform's commission, so together at most all of it.
  .refine((p) => priceSplitTotal(p) <= 100, { error: SPLIT_OVER_100 });
export type PriceConfigInput = z.input<typeof PriceConfigSchema>;

/** PATCH /api/admin/users/{userId}/role. */
export const SetUserRoleSchema = z.object({
  userId: z.uuid({ error: 'Usuario no encontrado.' }),
  role: z.enum(ROLES, { error: 'Rol no válido.' }),
});

/** PATCH /api/admin/venues/{venueId}/status. */
export const SetVenueStatusSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  isActive: z.boolean({ error: 'Indica si el espacio está activo.' }),
});

/** Admin decision on an owner application. */
export const DecideApplicationSchema = z.object({
  applicationId: z.uuid({ error: 'Solicitud no encontrada.' }),
  approve: z.boolean(),
});

/** Issue 13: a review comment fits on a phone screen with its button: at most 1,000 characters. */
export const REVIEW_COMMENT_MAX = 1000;

/** A guest's review of a completed booking (1 to 5 stars, comment). */
export const CreateReviewSchema = z.object({
  bookingId: z.uuid({ error: 'Reserva no encontrada.' }),
  rating: wholeNumber('Elige de 1 a 5 estrellas.').pipe(
    z.number().min(1, { error: 'Elige de 1 a 5 estrellas.' }).max(5, { error: 'Elige de 1 a 5 estrellas.' }),
  ),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, { error: `El comentario puede tener hasta ${REVIEW_COMMENT_MAX} caracteres.` })
    .default(''),
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

/** A booking by id, for the owner's answer to a request and the refund preview (issue 16). */
export const BookingIdSchema = z.object({ id: z.uuid({ error: 'Reserva no encontrada.' }) });

/**
 * POST /api/bookings/{id}/reschedule (issue 16): the new instants and the client's new total
 * (MXN), which must match the server's price for the new slot with the booked add-ons.
 */
export const RescheduleBookingSchema = z.object({
  id: z.uuid({ error: 'Reserva no encontrada.' }),
  startDate: z.iso.datetime({ offset: true, error: 'Por favor selecciona fecha y hora.' }),
  endDate: z.iso.datetime({ offset: true, error: 'Por favor selecciona fecha y hora.' }),
  totalAmount: amountInput,
});
export type RescheduleBookingInput = z.input<typeof RescheduleBookingSchema>;

/** The owner's answer to a requested move of a booking (issue 16). */
export const DecideRescheduleSchema = z.object({
  id: z.uuid({ error: 'Reserva no encontrada.' }),
  approve: z.boolean({ error: 'Indica si aceptas el cambio.' }),
});

/** The booking part of the PayPal calls (SPEC.md §7 bookingData). */
export const BookingDataSchema = CreateBookingSchema.extend({
  totalAmount: CreateBookingSchema.shape.totalAmount.optional(),
});

/** POST /paypal/order (SPEC.md §7: amount, currency, intent; plus bookingData so the server prices it). */
export const CreatePaypalOrderSchema = z.object({
  amount: decimalCentavos('Monto no válido.').optional(),
  currency: z.literal('MXN', { error: 'La moneda de pago es MXN.' }).default('MXN'),
  intent: z.enum(['CAPTURE', 'capture']).default('CAPTURE'),
  bookingData: BookingDataSchema.optional(),
});

/** POST /api/complete-paypal-booking (SPEC.md §7). */
export const CompletePaypalBookingSchema = z.object({
  paypalOrderId: z.string().trim().min(1, { error: 'No encontramos ese pago.' }).max(64),
  bookingData: BookingDataSchema.optional(),
});

/**
 * bookings.owner filters (issue 13: owners see all their bookings, not only 5): one venue,
 * one state, one day (Mexico City, yyyy-mm-dd). All optional.
 */
export const OwnerBookingsFilterSchema = z
  .object({
    venueId: z.uuid({ error: 'Espacio no encontrado.' }).optional(),
    status: z.enum(BOOKING_STATUSES, { error: 'Estado no válido.' }).optional(),
    date: isoDate.optional(),
  })
  .default({});
export type OwnerBookingsFilter = z.output<typeof OwnerBookingsFilterSchema>;

/**
 * A message (issue 15): plain text, trimmed, 1..2,000 characters. Whitespace alone is refused.
 * Never HTML: clients show it as text (links are made clickable there, safely).
 */
export const MessageBodySchema = z
  .string({ error: 'Escribe un mensaje.' })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Escribe un mensaje.' })
      .max(2000, { error: 'El mensaje puede tener hasta 2,000 caracteres.' }),
  );

/** POST /api/conversations/{id}/messages (issue 15). */
export const SendMessageSchema = z.object({
  conversationId: z.uuid({ error: 'Esa conversación no existe.' }),
  body: MessageBodySchema,
});

/** POST /api/venues/{venueId}/messages (issue 15): starts or continues the guest's inquiry. */
export const StartInquirySchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }),
  body: MessageBodySchema,
});

/** A conversation by id (issue 15). */
export const ConversationIdSchema = z.object({ id: z.uuid({ error: 'Esa conversación no existe.' }) });

/** The thread of a booking (issue 15). */
export const BookingThreadSchema = z.object({ bookingId: z.uuid({ error: 'Reserva no encontrada.' }) });
