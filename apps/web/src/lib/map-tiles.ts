/**
 * The map tiles' XYZ template the server configured (MAP_TILE_URL, issue 18), from the page's
 * `<meta name="map-tile-url">`; null when none is set (the offline default: maps draw the
 * colonias' names over a plain background and fetch nothing).
 */
export function mapTileUrl(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || null;
}
