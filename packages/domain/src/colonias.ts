/**
 * Mexico City's colonias where venues are (issue 18): name, alcaldía, postal code and the
 * colonia's approximate centre (WGS 84 degrees). A venue without a pin is placed at its
 * colonia's centre, or at CITY_CENTRE when the colonia is unknown, and marked approximate.
 * The list is for placing and suggesting; a venue may name any colonia.
 */
import { neighborhoodOf } from './address';

export interface Colonia {
  name: string;
  alcaldia: string;
  postalCode: string;
  lat: number;
  lng: number;
}

/** A point in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The Zócalo: where a venue with no known colonia is placed. */
export const CITY_CENTRE: LatLng = { lat: 19.4326, lng: -99.1332 };

/** The map's bounds around Mexico City (degrees): pins and searches outside are refused. */
export const CITY_BOUNDS = { minLat: 19.0, maxLat: 19.65, minLng: -99.4, maxLng: -98.9 } as const;

const c = (name: string, alcaldia: string, postalCode: string, lat: number, lng: number): Colonia => ({
  name,
  alcaldia,
  postalCode,
  lat,
  lng,
});

/** Colonias by alcaldía, centres rounded to about 100 m. */
export const COLONIAS: readonly Colonia[] = [
  c('Roma Norte', 'Cuauhtémoc', '06700', 19.419, -99.162),
  c('Roma Sur', 'Cuauhtémoc', '06760', 19.407, -99.161),
  c('Condesa', 'Cuauhtémoc', '06140', 19.412, -99.174),
  c('Hipódromo', 'Cuauhtémoc', '06100', 19.411, -99.169),
  c('Hipódromo Condesa', 'Cuauhtémoc', '06170', 19.406, -99.176),
  c('Juárez', 'Cuauhtémoc', '06600', 19.427, -99.159),
  c('Cuauhtémoc', 'Cuauhtémoc', '06500', 19.43, -99.158),
  c('Centro Histórico', 'Cuauhtémoc', '06000', 19.433, -99.134),
  c('San Rafael', 'Cuauhtémoc', '06470', 19.438, -99.16),
  c('Santa María la Ribera', 'Cuauhtémoc', '06400', 19.45, -99.158),
  c('Doctores', 'Cuauhtémoc', '06720', 19.418, -99.145),
  c('Tabacalera', 'Cuauhtémoc', '06030', 19.436, -99.153),
  c('Polanco V Sección', 'Miguel Hidalgo', '11560', 19.433, -99.195),
  c('Granada', 'Miguel Hidalgo', '11520', 19.44, -99.2),
  c('Anzures', 'Miguel Hidalgo', '11590', 19.429, -99.179),
  c('Lomas de Chapultepec', 'Miguel Hidalgo', '11000', 19.425, -99.215),
  c('San Miguel Chapultepec', 'Miguel Hidalgo', '11850', 19.411, -99.185),
  c('Escandón', 'Miguel Hidalgo', '11800', 19.403, -99.18),
  c('Tacubaya', 'Miguel Hidalgo', '11870', 19.402, -99.188),
  c('Del Valle Centro', 'Benito Juárez', '03100', 19.386, -99.168),
  c('Narvarte Poniente', 'Benito Juárez', '03020', 19.394, -99.154),
  c('Nápoles', 'Benito Juárez', '03810', 19.394, -99.176),
  c('Portales', 'Benito Juárez', '03300', 19.368, -99.147),
  c('Mixcoac', 'Benito Juárez', '03910', 19.375, -99.187),
  c('Álamos', 'Benito Juárez', '03400', 19.399, -99.141),
  c('Insurgentes Mixcoac', 'Benito Juárez', '03920', 19.37, -99.182),
  c('Coyoacán', 'Coyoacán', '04000', 19.35, -99.162),
  c('Del Carmen', 'Coyoacán', '04100', 19.351, -99.158),
  c('Santa Catarina', 'Coyoacán', '04010', 19.347, -99.17),
  c('Country Club', 'Coyoacán', '04220', 19.358, -99.14),
  c('Copilco', 'Coyoacán', '04360', 19.337, -99.178),
  c('Ciudad Universitaria', 'Coyoacán', '04510', 19.332, -99.187),
  c('San Ángel', 'Álvaro Obregón', '01000', 19.346, -99.191),
  c('Guadalupe Inn', 'Álvaro Obregón', '01020', 19.362, -99.186),
  c('Florida', 'Álvaro Obregón', '01030', 19.358, -99.182),
  c('Santa Fe', 'Álvaro Obregón', '01210', 19.36, -99.26),
  c('Santa Fe Cuajimalpa', 'Cuajimalpa de Morelos', '05348', 19.358, -99.273),
  c('Tlalpan Centro', 'Tlalpan', '14000', 19.29, -99.168),
  c('Villa Coapa', 'Tlalpan', '14390', 19.3, -99.12),
  c('San Jerónimo Lídice', 'La Magdalena Contreras', '10200', 19.331, -99.22),
  c('Xochimilco Centro', 'Xochimilco', '16000', 19.262, -99.104),
  c('Azcapotzalco Centro', 'Azcapotzalco', '02000', 19.485, -99.184),
  c('Lindavista', 'Gustavo A. Madero', '07300', 19.488, -99.13),
  c('Jardín Balbuena', 'Venustiano Carranza', '15900', 19.419, -99.111),
  c('Iztacalco', 'Iztacalco', '08000', 19.395, -99.097),
  c('Agrícola Oriental', 'Iztacalco', '08500', 19.394, -99.07),
  c('Iztapalapa', 'Iztapalapa', '09000', 19.358, -99.093),
];

/** Mexico City's alcaldías that have a colonia in COLONIAS, sorted. */
export const ALCALDIAS: readonly string[] = [...new Set(COLONIAS.map((col) => col.alcaldia))].sort((a, b) =>
  a.localeCompare(b, 'es'),
);

/** Lower case without accents: how names are compared ("Juárez" = "juarez"). */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_KEY = new Map(COLONIAS.map((col) => [placeKey(col.name), col]));

/** The colonia of COLONIAS named `name` (accent- and case-insensitive), or null. */
export function findColonia(name: string | null | undefined): Colonia | null {
  if (!name) return null;
  return BY_KEY.get(placeKey(name.replace(/^col(onia|\.)\s*/i, ''))) ?? null;
}

/** Whether a point is inside CITY_BOUNDS. */
export function inCity(point: LatLng): boolean {
  return (
    point.lat >= CITY_BOUNDS.minLat &&
    point.lat <= CITY_BOUNDS.maxLat &&
    point.lng >= CITY_BOUNDS.minLng &&
    point.lng <= CITY_BOUNDS.maxLng
  );
}

/** Great-circle distance between two points in metres (haversine, Earth radius 6,371 km). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a venue is, as stored and answered (issue 18). */
export interface VenuePlace extends LatLng {
  colonia: string | null;
  alcaldia: string | null;
  postalCode: string | null;
  /** true until the owner sets the pin: the point is the colonia's centre (or the city's) */
  locationApproximate: boolean;
}

/** What an owner (or SPEC.md's payload, which has only the address) says of the place. */
export interface PlaceInput {
  address: string;
  colonia?: string | null;
  alcaldia?: string | null;
  postalCode?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/**
 * A venue's place from what was sent (issue 18). The colonia is the one sent, else the one in
 * the address ("Calle Colima 143, Roma Norte, Cuauhtémoc, 06700"); a colonia of COLONIAS
 * supplies its alcaldía and postal code when they were not sent (the address's own postal code
 * wins). With a pin (lat and lng) the point is exact; without one it is the colonia's centre,
 * else CITY_CENTRE, and approximate.
 */
export function placeOf(input: PlaceInput): VenuePlace {
  const parts = input.address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const colonia =
    input.colonia?.trim() || neighborhoodOf(input.address) || parts.slice(1).find((part) => findColonia(part)) || null;
  const known = findColonia(colonia);
  const postalInAddress = parts.findLast((part) => /^\d{5}$/.test(part)) ?? null;
  const alcaldiaInAddress =
    parts.slice(2).find((part) => ALCALDIAS.some((a) => placeKey(a) === placeKey(part))) ?? null;
  const pinned = typeof input.lat === 'number' && typeof input.lng === 'number';
  const point = pinned ? { lat: input.lat as number, lng: input.lng as number } : (known ?? CITY_CENTRE);
  return {
    colonia: known?.name ?? colonia,
    alcaldia: input.alcaldia?.trim() || alcaldiaInAddress || known?.alcaldia || null,
    postalCode: input.postalCode?.trim() || postalInAddress || known?.postalCode || null,
    lat: point.lat,
    lng: point.lng,
    locationApproximate: !pinned,
  };
}
