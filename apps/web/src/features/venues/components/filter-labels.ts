/**
 * The /venues filter fields' texts, shared by the real fields (venue-filter-fields.tsx)
 * and their look-alikes (venue-filters.tsx), so both always show the same thing.
 */
import { CATEGORIES, CATEGORY_LABELS } from '@rentas/domain';

export const FILTER_LABELS = {
  category: 'Tipo de lugar',
  city: 'Ciudad',
  guests: 'Personas',
  date: 'Fecha',
  startTime: 'Hora de inicio',
  duration: 'Duración',
  minPrice: 'Precio mínimo por hora',
  maxPrice: 'Precio máximo por hora',
  place: 'Colonia o alcaldía',
  sort: 'Ordenar por',
} as const;

export type FilterField = keyof typeof FILTER_LABELS;

/** What an empty field shows. */
export const FILTER_PLACEHOLDERS: Record<FilterField, string> = {
  category: 'Todos',
  city: 'Todas',
  guests: 'Cualquiera',
  date: 'Cualquiera',
  startTime: 'Cualquiera',
  duration: '4 horas',
  minPrice: '$0',
  maxPrice: 'Sin límite',
  place: 'Toda la ciudad',
  sort: 'Calificación',
};

/** The category choices, with SPEC.md's 'Local' (category `other`, kept as 'local' in the URL). */
export const CATEGORY_OPTIONS = [
  ...CATEGORIES.map((value) => ({ value: value as string, label: CATEGORY_LABELS[value] })),
  { value: 'local', label: 'Local' },
];

/** '4 horas' for a duration in hours. */
export function durationLabel(hours: number): string {
  return `${hours} horas`;
}
