/**
 * The place filter's texts that the /venues page shows before its filter fields load (issue 18);
 * nothing here reads the colonias list, so the page's first load stays small.
 */
import type { VenueSearchParams } from '@rentas/domain';

/** What the place field's look-alike shows for the URL's place. */
export function placeShown(params: VenueSearchParams): string {
  if (params.colonia) return params.colonia;
  if (params.alcaldia) return `${params.alcaldia} (alcaldía)`;
  return '';
}

/** "Distancia desde Roma Norte" for the sort's hint. */
export function distanceHint(params: VenueSearchParams): string | null {
  return params.near ? `Los más cercanos primero, desde ${params.desde ?? 'el punto elegido'}.` : null;
}

/** "a 350 m" / "a 1.2 km" for a result's distance. */
export function distanceLabel(meters: number): string {
  if (meters < 1000) return `a ${Math.max(10, Math.round(meters / 10) * 10)} m`;
  return `a ${(meters / 1000).toLocaleString('es-MX', { maximumFractionDigits: 1 })} km`;
}
