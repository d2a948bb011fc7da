import { describe, expect, it } from 'vitest';
import { neighborhoodOf, placeLine } from './address';

describe('colonia of an address', () => {
  it('reads the colonia from "street, colonia, alcaldía, CP"', () => {
    expect(neighborhoodOf('Calle Colima 143, Roma Norte, Cuauhtémoc, 06700')).toBe('Roma Norte');
    expect(neighborhoodOf('Calle Higuera 27, Del Carmen, Coyoacán')).toBe('Del Carmen');
    expect(neighborhoodOf('Av. Juárez 10, Col. Centro')).toBe('Centro');
    expect(neighborhoodOf('Av. Juárez 10, Colonia Doctores, Cuauhtémoc')).toBe('Doctores');
  });

  it('says nothing when the address does not name one', () => {
    expect(neighborhoodOf('Calle Colima 143')).toBeNull();
    expect(neighborhoodOf('Calle Colima 143, Cuauhtémoc')).toBeNull();
    expect(neighborhoodOf('Calle Colima 143, 06700, CDMX')).toBeNull();
    expect(neighborhoodOf('')).toBeNull();
  });

  it('a place line adds the city', () => {
    expect(placeLine({ address: 'Calle Tamaulipas 58, Condesa, Cuauhtémoc, 06140', city: 'Ciudad de México' })).toBe(
      'Condesa, Ciudad de México',
    );
    expect(placeLine({ address: 'Calle 5', city: 'Ciudad de México' })).toBe('Ciudad de México');
  });
});
