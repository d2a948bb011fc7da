import type { Category } from '@rentas/domain';

/** The Mantine colour of each venue category: badges, landing tiles (issue 14: one definition). */
export const CATEGORY_COLORS: Record<Category, string> = {
  audio_studio: 'violet',
  photo_studio: 'pink',
  restaurant: 'orange',
  event_space: 'grape',
  meeting_room: 'blue',
  other: 'gray',
};
