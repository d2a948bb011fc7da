/**
 * The search mixes of the bench (issue 17), shared by bench.ts (over HTTP, under load) and
 * search-times.ts (one search at a time, in the service).
 */
import {
  bookingDates,
  CATEGORIES,
  type Category,
  type Duration,
  type StartTime,
} from '../../packages/domain/src/index';

/** Words a guest types: venue kinds, places, colonias and occasions (40). */
export const SEARCH_WORDS = (
  'estudio sala foro terraza jardín loft cabina salón roma condesa polanco coyoacán luz grabación ' +
  'podcast fotografía evento junta cena taller amplio moderno céntrico privado vista piano ciclorama ' +
  'cocina bar patio azotea galería oficina mesa música video boda fiesta reunión clase'
).split(' ');

/** The categories searched (every one but 'other'). */
export const SEARCH_CATEGORIES: Category[] = CATEGORIES.filter((c) => c !== 'other');

/** Start times of the date mix. */
export const SEARCH_START_TIMES: readonly StartTime[] = ['09:00', '12:00', '15:00', '18:00', '21:00'];

/** The date mix: the window's first 20 dates × 5 start times × 5 categories, 4 hours each. */
export function dateSearches(): { date: string; startTime: StartTime; duration: Duration; category: Category }[] {
  return bookingDates()
    .slice(0, 20)
    .flatMap((date) =>
      SEARCH_START_TIMES.flatMap((startTime) =>
        SEARCH_CATEGORIES.map((category) => ({ date, startTime, duration: 4 as Duration, category })),
      ),
    );
}
