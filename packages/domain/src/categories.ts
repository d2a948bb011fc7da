/**
 * Venue categories: one canonical set used everywhere (PRODUCT.md §3).
 * SPEC.md's older names (studio, event, meeting, local) are input aliases.
 */
export const CATEGORIES = [
  'audio_studio',
  'photo_studio',
  'restaurant',
  'event_space',
  'meeting_room',
  'other',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Spanish label shown to users for each category. */
export const CATEGORY_LABELS: Record<Category, string> = {
  audio_studio: 'Estudio de audio',
  photo_studio: 'Estudio de foto y video',
  restaurant: 'Restaurante',
  event_space: 'Salón de eventos',
  meeting_room: 'Sala de juntas',
  other: 'Otro',
};

const CATEGORY_ALIASES: Record<string, Category> = {
  studio: 'photo_studio',
  event: 'event_space',
  meeting: 'meeting_room',
  local: 'other',
};

/**
 * Maps a canonical name or a SPEC.md alias to the canonical category.
 * Input: any string. Output: the Category, or null when unknown.
 */
export function normalizeCategory(value: string | null | undefined): Category | null {
  if (!value) return null;
  const key = value.trim().toLowerCase();
  if ((CATEGORIES as readonly string[]).includes(key)) return key as Category;
  return CATEGORY_ALIASES[key] ?? null;
}
