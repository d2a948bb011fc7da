/**
 * Where a venue is, as people in Mexico City say it: the colonia (issue 13: cards showed only
 * "Ciudad de México"). Addresses are written "street number, colonia, alcaldía[, postal code]".
 */

/**
 * The colonia of an address: its second comma-separated part when the address has at least
 * three parts, or when that part starts with "Col." / "Colonia". Output: the name without the
 * prefix ("Roma Norte"), or null when the address does not say (then show the city alone).
 */
export function neighborhoodOf(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const second = parts[1];
  if (!second) return null;
  const prefixed = /^col(onia|\.)\s*/i.exec(second);
  if (parts.length < 3 && !prefixed) return null;
  const name = prefixed ? second.slice(prefixed[0].length).trim() : second;
  return name && !/^\d/.test(name) ? name : null;
}

/** "Roma Norte, Ciudad de México", or the city alone without a colonia. */
export function formatPlace(neighborhood: string | null, city: string): string {
  return neighborhood ? `${neighborhood}, ${city}` : city;
}

/** A venue's place line: formatPlace of its colonia (issue 18; else the one in its address) and its city. */
export function placeLine(venue: { address: string; city: string; colonia?: string | null }): string {
  return formatPlace(venue.colonia ?? neighborhoodOf(venue.address), venue.city);
}
