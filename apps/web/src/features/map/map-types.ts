/** What the app's maps show (issue 18); the Leaflet code is in place-map.tsx, loaded on demand. */

/** A venue on a results map: a price pin that opens the venue. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** the pin's text, e.g. "$650" */
  label: string;
  /** the venue's name, for the pin's accessible name */
  title: string;
}

/** A map area in degrees. */
export interface MapBounds {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** "minLng,minLat,maxLng,maxLat" with 5 decimals (about 1 m): the API's bbox parameter. */
export function bboxParam(bounds: MapBounds): string {
  return [bounds.minLng, bounds.minLat, bounds.maxLng, bounds.maxLat].map((n) => n.toFixed(5)).join(',');
}

/** The bounds of a bbox parameter, or null when it is not one. */
export function boundsOf(bbox: string | undefined): MapBounds | null {
  const n = (bbox ?? '').split(',').map(Number);
  if (n.length !== 4 || n.some((x) => !Number.isFinite(x))) return null;
  const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number];
  return { minLng, minLat, maxLng, maxLat };
}

/** Props of the results map (PlaceMap mode 'results'). */
export interface ResultsMapProps {
  mode: 'results';
  markers: MapMarker[];
  /** the area to show first (else the markers', else the city) */
  bounds: MapBounds | null;
  /** called after the person moved or zoomed the map, with the visible area */
  onMoved: (bounds: MapBounds) => void;
  /** called when a pin is chosen (click, Enter or Space) */
  onOpen: (id: string) => void;
  /** the marker to emphasise (the card under the pointer) */
  activeId?: string | null;
  label: string;
}

/** Props of a venue's location map (mode 'venue'): a pin, or a circle when approximate. */
export interface VenueMapProps {
  mode: 'venue';
  lat: number;
  lng: number;
  approximate: boolean;
  label: string;
}

/** Props of the owner's pin picker (mode 'pick'): a pin to drag or a click to place it. */
export interface PickMapProps {
  mode: 'pick';
  lat: number | null;
  lng: number | null;
  /** where to look when there is no pin yet (the colonia's centre) */
  fallback: { lat: number; lng: number };
  onPick: (point: { lat: number; lng: number }) => void;
  label: string;
}

export type PlaceMapProps = ResultsMapProps | VenueMapProps | PickMapProps;
