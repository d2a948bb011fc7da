/**
 * Demo venues' booking rules (issue 16): about a third of the venues use them, the way Mexico
 * City hosts would: event spaces and restaurants ask for notice, charge cleaning and take
 * requests; studios offer an engineer or lights by the hour. Venues the README and the browser
 * journeys book (Estudio Sonoro Roma, Estudio Podcast Condesa, Estudio Luz Norte) stay instant
 * and flexible with no extras, so their prices read as documented.
 */
export interface SeedVenueRules {
  bookingMode?: 'instant' | 'request';
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict';
  bufferMinutes?: number;
  minNoticeHours?: number;
  /** MXN */
  cleaningFee?: string;
  addOns?: { name: string; price: string; unit: 'booking' | 'hour' }[];
}

export const seedVenueRules: Record<string, SeedVenueRules> = {
  'estudio-la-cabina-narvarte': {
    cancellationPolicy: 'moderate',
    bufferMinutes: 30,
    addOns: [
      { name: 'Ingeniero de audio', price: '300.00', unit: 'hour' },
      { name: 'Edición del episodio', price: '800.00', unit: 'booking' },
    ],
  },
  'estudio-resonancia-coyoacan': {
    bookingMode: 'request',
    cancellationPolicy: 'moderate',
    bufferMinutes: 60,
    minNoticeHours: 24,
    addOns: [
      { name: 'Ingeniero de mezcla', price: '450.00', unit: 'hour' },
      { name: 'Backline de batería', price: '600.00', unit: 'booking' },
    ],
  },
  'estudio-mezcla-havre': {
    bufferMinutes: 30,
    addOns: [{ name: 'Ingeniero de audio', price: '350.00', unit: 'hour' }],
  },
  'estudio-ciclorama-escandon': {
    cancellationPolicy: 'moderate',
    bufferMinutes: 60,
    cleaningFee: '400.00',
    addOns: [
      { name: 'Kit de iluminación continua', price: '900.00', unit: 'booking' },
      { name: 'Asistente de foto', price: '250.00', unit: 'hour' },
    ],
  },
  'estudio-casona-marsella': {
    bookingMode: 'request',
    cancellationPolicy: 'strict',
    minNoticeHours: 48,
    cleaningFee: '600.00',
  },
  'cafe-jardin-coyoacan': {
    cancellationPolicy: 'moderate',
    minNoticeHours: 24,
    cleaningFee: '500.00',
    addOns: [{ name: 'Menú degustación para 10 personas', price: '3500.00', unit: 'booking' }],
  },
  'trattoria-cordoba': {
    bookingMode: 'request',
    cancellationPolicy: 'moderate',
    bufferMinutes: 60,
    minNoticeHours: 48,
    cleaningFee: '800.00',
    addOns: [{ name: 'Mesero adicional', price: '250.00', unit: 'hour' }],
  },
  'casa-londres': {
    bookingMode: 'request',
    cancellationPolicy: 'strict',
    bufferMinutes: 120,
    minNoticeHours: 72,
    cleaningFee: '2500.00',
    addOns: [
      { name: 'Equipo de sonido y DJ', price: '2500.00', unit: 'booking' },
      { name: 'Seguridad', price: '400.00', unit: 'hour' },
    ],
  },
  'foro-nave-santa-fe': {
    bookingMode: 'request',
    cancellationPolicy: 'strict',
    bufferMinutes: 120,
    minNoticeHours: 72,
    cleaningFee: '5000.00',
  },
  'salon-art-deco-condesa': {
    cancellationPolicy: 'moderate',
    bufferMinutes: 60,
    minNoticeHours: 24,
    cleaningFee: '1500.00',
    addOns: [{ name: 'Pista de baile', price: '3000.00', unit: 'booking' }],
  },
  'sala-ejecutiva-reforma': {
    bufferMinutes: 30,
    addOns: [
      { name: 'Proyector', price: '200.00', unit: 'booking' },
      { name: 'Café y galletas', price: '150.00', unit: 'booking' },
    ],
  },
  'sala-colmena-roma': {
    addOns: [{ name: 'Pizarrón y plumones', price: '100.00', unit: 'booking' }],
  },
  'cocina-taller-escandon': {
    cancellationPolicy: 'moderate',
    cleaningFee: '350.00',
    addOns: [{ name: 'Ingredientes básicos', price: '600.00', unit: 'booking' }],
  },
  'salon-de-yoga-jacarandas': { bufferMinutes: 30 },
};
