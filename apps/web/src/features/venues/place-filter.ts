/**
 * The /venues place filter and distance sort (issue 18): the colonia/alcaldía choices with
 * accent-insensitive matching, and the point "nearest first" measures from.
 */
import {
  ALCALDIAS,
  CITY_CENTRE,
  COLONIAS,
  findColonia,
  type LatLng,
  placeKey,
  type VenueSearchParams,
} from '@rentas/domain';
import { boundsOf } from '../map/map-types';

/** A place choice's value: "colonia:Roma Norte" or "alcaldia:Cuauhtémoc". */
export type PlaceValue = `colonia:${string}` | `alcaldia:${string}`;

/** The choices, grouped: colonias (with their alcaldía) and alcaldías. */
export function placeOptions(params: VenueSearchParams) {
  const colonias = COLONIAS.map((c) => ({ value: `colonia:${c.name}`, label: `${c.name} (${c.alcaldia})` }));
  // A colonia in the URL that is not in the list (a link, or the API's answer) stays choosable.
  if (params.colonia && !findColonia(params.colonia)) {
    colonias.unshift({ value: `colonia:${params.colonia}`, label: params.colonia });
  }
  return [
    { group: 'Colonias', items: colonias },
    { group: 'Alcaldías', items: ALCALDIAS.map((a) => ({ value: `alcaldia:${a}`, label: `${a} (alcaldía)` })) },
  ];
}

/** The chosen place of the URL as a choice value, or null. */
export function placeValueOf(params: VenueSearchParams): PlaceValue | null {
  if (params.colonia) return `colonia:${findColonia(params.colonia)?.name ?? params.colonia}`;
  if (params.alcaldia) {
    const name = ALCALDIAS.find((a) => placeKey(a) === placeKey(params.alcaldia ?? '')) ?? params.alcaldia;
    return `alcaldia:${name}`;
  }
  return null;
}

/** The URL change for a chosen place (null clears it). A distance sort from the old place is dropped. */
export function placePatch(value: string | null, params: VenueSearchParams): Partial<VenueSearchParams> {
  const [kind, name] = (value ?? '').split(/:(.*)/s);
  const patch: Partial<VenueSearchParams> = {
    colonia: kind === 'colonia' ? name : undefined,
    alcaldia: kind === 'alcaldia' ? name : undefined,
  };
  const place = nearestFrom(params);
  if (params.near && place && params.desde === place.label) {
    const next = nearestFrom({ ...params, ...patch, near: undefined, desde: undefined });
    Object.assign(patch, next ? { near: pointParam(next.point), desde: next.label } : {});
  }
  return patch;
}

/** Accent- and case-insensitive filter of the place choices ("juar" finds Juárez and Benito Juárez). */
export function matchesPlace(label: string, search: string): boolean {
  const key = placeKey(search);
  return key === '' || placeKey(label).includes(key);
}

/** "lat,lng" with 5 decimals, as the API's near parameter. */
export function pointParam(point: LatLng): string {
  return `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
}

/**
 * Where "nearest first" measures from without asking the browser: the chosen colonia's centre,
 * else the chosen alcaldía's (the mean of its colonias), else the map area's centre; null when
 * none is chosen (then the person's location is asked, else CITY_CENTRE).
 */
export function nearestFrom(params: VenueSearchParams): { point: LatLng; label: string } | null {
  const colonia = findColonia(params.colonia);
  if (colonia) return { point: colonia, label: colonia.name };
  if (params.alcaldia) {
    const inside = COLONIAS.filter((c) => placeKey(c.alcaldia) === placeKey(params.alcaldia ?? ''));
    if (inside.length) {
      const lat = inside.reduce((sum, c) => sum + c.lat, 0) / inside.length;
      const lng = inside.reduce((sum, c) => sum + c.lng, 0) / inside.length;
      return { point: { lat, lng }, label: inside[0]?.alcaldia ?? params.alcaldia };
    }
  }
  const bounds = boundsOf(params.bbox);
  if (bounds) {
    return {
      point: { lat: (bounds.minLat + bounds.maxLat) / 2, lng: (bounds.minLng + bounds.maxLng) / 2 },
      label: 'el centro del mapa',
    };
  }
  return null;
}

/** The city centre, named as people say it. */
export const CITY_CENTRE_PLACE = { point: CITY_CENTRE, label: 'el Zócalo' };
