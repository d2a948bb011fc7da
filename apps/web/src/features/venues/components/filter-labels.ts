/** The /venues filter fields' labels, shared by the real fields and their look-alikes. */
export const FILTER_LABELS = {
  category: 'Tipo de lugar',
  city: 'Ciudad',
  guests: 'Personas',
  date: 'Fecha',
  startTime: 'Hora de inicio',
  duration: 'Duración',
  minPrice: 'Precio mínimo por hora',
  maxPrice: 'Precio máximo por hora',
} as const;

export type FilterField = keyof typeof FILTER_LABELS;
