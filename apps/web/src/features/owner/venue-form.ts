/**
 * Rules of the owner's venue forms (SPEC.md §2 /add-venue, /edit-venue; §5):
 * required fields, at least one price, trimmed lists without duplicates, and
 * the payloads of venues.create / venues.update.
 */
import type { VenueDto } from '@rentas/api';
import {
  type AddOnDto,
  type AddOnUnit,
  type BookingMode,
  type CancellationPolicy,
  type Category,
  type CreateVenueInput,
  MAX_ADD_ONS,
  MAX_NOTICE_HOURS,
  MAX_VENUE_IMAGES,
  type UpdateVenueInput,
} from '@rentas/domain';

export const REQUIRED_MESSAGE = 'Por favor completa todos los campos requeridos.';
export const PRICE_MESSAGE = 'Debes establecer al menos un precio (por hora o por día).';
export const TOO_MANY_IMAGES_MESSAGE = 'Solo puedes subir un máximo de 10 imágenes';
export const FIELD_REQUIRED = 'Campo requerido';
export const PIN_MESSAGE = 'Coloca el pin del lugar en el mapa.';
export const POSTAL_CODE_MESSAGE = 'El código postal debe tener 5 dígitos.';

/** What the inputs hold: NumberInput gives '' when empty. */
export interface VenueFormValues {
  name: string;
  category: Category | null;
  description: string;
  address: string;
  city: string;
  capacity: number | string;
  pricePerHour: number | string;
  pricePerDay: number | string;
  amenities: string[];
  images: string[];
  /** issue 16: the host's booking rules */
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  /** '0', '30', '60' or '120' (a Select's value) */
  bufferMinutes: string;
  minNoticeHours: number | string;
  cleaningFee: number | string;
  addOns: AddOnFormValues[];
  /** issue 18: colonia, alcaldía, postal code and the pin (null until the owner places it) */
  colonia: string;
  alcaldia: string;
  postalCode: string;
  lat: number | null;
  lng: number | null;
}

/** One extra as the form holds it; `id` keeps an existing add-on's id on edit. */
export interface AddOnFormValues {
  id?: string;
  name: string;
  price: number | string;
  unit: AddOnUnit;
}

export const MAX_ADD_ONS_MESSAGE = `Puedes ofrecer hasta ${MAX_ADD_ONS} extras.`;

export type VenueFormField = keyof VenueFormValues;

export const EMPTY_VENUE_FORM: VenueFormValues = {
  name: '',
  category: null,
  description: '',
  address: '',
  city: 'Ciudad de México',
  capacity: '',
  pricePerHour: '',
  pricePerDay: '',
  amenities: [],
  images: [],
  bookingMode: 'instant',
  cancellationPolicy: 'flexible',
  bufferMinutes: '0',
  minNoticeHours: 0,
  cleaningFee: '',
  addOns: [],
  colonia: '',
  alcaldia: '',
  postalCode: '',
  lat: null,
  lng: null,
};

/** The edit form starts from the stored venue (with its add-ons when loaded by id). */
export function venueToFormValues(venue: VenueDto & { addOns?: AddOnDto[] }): VenueFormValues {
  return {
    name: venue.name,
    category: venue.category,
    description: venue.description,
    address: venue.address,
    city: venue.city,
    capacity: venue.capacity,
    pricePerHour: venue.pricePerHour === null ? '' : Number(venue.pricePerHour),
    pricePerDay: venue.pricePerDay === null ? '' : Number(venue.pricePerDay),
    amenities: venue.amenities,
    images: venue.images,
    bookingMode: venue.bookingMode,
    cancellationPolicy: venue.cancellationPolicy,
    bufferMinutes: String(venue.bufferMinutes),
    minNoticeHours: venue.minNoticeHours,
    cleaningFee: venue.cleaningFee === null ? '' : Number(venue.cleaningFee),
    addOns: (venue.addOns ?? []).map((a) => ({ id: a.id, name: a.name, price: Number(a.price), unit: a.unit })),
    colonia: venue.colonia ?? '',
    alcaldia: venue.alcaldia ?? '',
    postalCode: venue.postalCode ?? '',
    // An approximate place (the colonia's centre) is not a pin: the owner places it.
    lat: venue.locationApproximate ? null : venue.lat,
    lng: venue.locationApproximate ? null : venue.lng,
  };
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A price input as sent to the API: null when empty. */
export function priceOrNull(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export interface VenueFormProblems {
  /** errors by field, for the inputs */
  fields: Partial<Record<VenueFormField, string>>;
  /** the one message of SPEC.md §5 for the form, or null when valid */
  summary: string | null;
}

/** The fields both forms require (issue 13: add and edit used to disagree), as the server's schemas do. */
export const REQUIRED_VENUE_FIELDS: readonly VenueFormField[] = [
  'name',
  'category',
  'description',
  'address',
  'colonia',
  'city',
  'capacity',
];

/**
 * Checks the form (SPEC.md §5): REQUIRED_VENUE_FIELDS non-empty after trimming, in both modes;
 * a price by hour or by day; issue 18: the pin placed, a postal code of 5 digits when given.
 */
export function checkVenueForm(values: VenueFormValues): VenueFormProblems {
  const required = REQUIRED_VENUE_FIELDS;
  const fields: VenueFormProblems['fields'] = {};
  for (const field of required) {
    if (isBlank(values[field])) fields[field] = FIELD_REQUIRED;
  }
  if (Object.keys(fields).length > 0) return { fields, summary: REQUIRED_MESSAGE };

  const capacity = Number(values.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) {
    fields.capacity = 'La capacidad mínima es 1.';
  }
  for (const field of ['pricePerHour', 'pricePerDay'] as const) {
    const price = priceOrNull(values[field]);
    if (price !== null && price < 0) fields[field] = 'El precio debe ser mayor o igual a 0.';
  }
  const notice = Number(values.minNoticeHours === '' ? 0 : values.minNoticeHours);
  if (!Number.isInteger(notice) || notice < 0 || notice > MAX_NOTICE_HOURS) {
    fields.minNoticeHours = `La anticipación mínima debe ser de 0 a ${MAX_NOTICE_HOURS} horas.`;
  }
  const fee = priceOrNull(values.cleaningFee);
  if (fee !== null && fee < 0) fields.cleaningFee = 'El precio debe ser mayor o igual a 0.';
  if (values.postalCode.trim() && !/^\d{5}$/.test(values.postalCode.trim())) fields.postalCode = POSTAL_CODE_MESSAGE;
  // Issue 18: the pin is required in the form (the API alone may still place a venue roughly).
  if (values.lat === null || values.lng === null) fields.lat = PIN_MESSAGE;
  const addOnProblem = checkAddOns(values.addOns);
  if (addOnProblem) fields.addOns = addOnProblem;
  if (Object.keys(fields).length > 0) return { fields, summary: Object.values(fields)[0] ?? REQUIRED_MESSAGE };

  if (priceOrNull(values.pricePerHour) === null && priceOrNull(values.pricePerDay) === null) {
    return { fields: { pricePerHour: PRICE_MESSAGE, pricePerDay: PRICE_MESSAGE }, summary: PRICE_MESSAGE };
  }
  if (values.images.length > MAX_VENUE_IMAGES)
    return { fields: { images: TOO_MANY_IMAGES_MESSAGE }, summary: TOO_MANY_IMAGES_MESSAGE };
  return { fields: {}, summary: null };
}

/** The first problem of the extras, as the server words it (packages/domain schemas.ts), or null. */
export function checkAddOns(addOns: AddOnFormValues[]): string | null {
  if (addOns.length > MAX_ADD_ONS) return MAX_ADD_ONS_MESSAGE;
  for (const addOn of addOns) {
    if (!addOn.name.trim()) return 'Escribe el nombre del extra.';
    const price = priceOrNull(addOn.price);
    if (price === null || price <= 0) return 'El precio del extra debe ser mayor que 0.';
  }
  const names = addOns.map((a) => a.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return 'Hay dos extras con el mismo nombre.';
  return null;
}

/** venues.create payload (the form was checked first). */
export function toCreateVenueInput(values: VenueFormValues, extraImages: string[] = []): CreateVenueInput {
  return {
    name: values.name.trim(),
    category: values.category ?? 'other',
    description: values.description.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    capacity: Number(values.capacity),
    pricePerHour: priceOrNull(values.pricePerHour),
    pricePerDay: priceOrNull(values.pricePerDay),
    amenities: values.amenities,
    images: mergeUnique(values.images, extraImages),
    bookingMode: values.bookingMode,
    cancellationPolicy: values.cancellationPolicy,
    bufferMinutes: Number(values.bufferMinutes),
    minNoticeHours: Number(values.minNoticeHours === '' ? 0 : values.minNoticeHours),
    cleaningFee: priceOrNull(values.cleaningFee),
    addOns: values.addOns.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      name: a.name.trim(),
      price: priceOrNull(a.price) ?? 0,
      unit: a.unit,
    })),
    colonia: values.colonia.trim() || null,
    alcaldia: values.alcaldia.trim() || null,
    postalCode: values.postalCode.trim() || null,
    lat: values.lat,
    lng: values.lng,
  };
}

/** venues.update payload (the form was checked first). */
export function toUpdateVenueInput(
  venueId: string,
  values: VenueFormValues,
  extraImages: string[] = [],
): UpdateVenueInput {
  const { category, ...fields } = toCreateVenueInput(values, extraImages);
  return { venueId, ...fields, description: values.description.trim(), category: values.category ?? category };
}

export type AddToListResult = { ok: true; list: string[] } | { ok: false; reason: 'empty' | 'duplicate' | 'full' };

/**
 * Adds a trimmed text to a list (amenities, image URLs): empty text and duplicates
 * (ignoring case) are refused, and so is a full list.
 */
export function addUnique(list: string[], text: string, max = Number.POSITIVE_INFINITY): AddToListResult {
  const item = text.trim();
  if (!item) return { ok: false, reason: 'empty' };
  if (list.some((existing) => existing.toLowerCase() === item.toLowerCase())) return { ok: false, reason: 'duplicate' };
  if (list.length >= max) return { ok: false, reason: 'full' };
  return { ok: true, list: [...list, item] };
}

/** The list followed by the new items it does not hold yet. */
export function mergeUnique(list: string[], items: string[]): string[] {
  const seen = new Set(list);
  return [...list, ...items.filter((item) => !seen.has(item) && seen.add(item))];
}

/** Image URLs the server accepts: its own uploads or http(s) addresses. */
export function isImageUrl(text: string): boolean {
  const url = text.trim();
  if (url.startsWith('/uploads/')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
