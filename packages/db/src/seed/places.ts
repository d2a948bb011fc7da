import { findColonia, placeOf, type VenuePlace } from '@rentas/domain';

/** About 450 m in degrees of latitude: how far from its colonia's centre a seeded pin may be. */
const SPREAD_DEGREES = 0.004;

/**
 * A seeded venue's place (issue 18): the colonia, alcaldía and postal code of its address and a
 * pin inside the colonia, up to ~450 m from its centre, drawn with `draw` (uniform in [0, 1)).
 * Venues whose address names no known colonia stay approximate at the city centre.
 */
export function seededPlace(address: string, draw: () => number): VenuePlace {
  const place = placeOf({ address });
  if (!findColonia(place.colonia)) return place;
  return {
    ...place,
    lat: Math.round((place.lat + (draw() * 2 - 1) * SPREAD_DEGREES) * 1e6) / 1e6,
    lng: Math.round((place.lng + (draw() * 2 - 1) * SPREAD_DEGREES) * 1e6) / 1e6,
    locationApproximate: false,
  };
}

/** A repeatable draw from a text (the same venue gets the same pin on every seed). */
export function drawFrom(text: string): () => number {
  let state = 2166136261;
  for (const ch of text) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
