import { describe, expect, it } from 'vitest';
import { CITY_CENTRE, distanceMeters, findColonia, inCity, placeOf } from './colonias';

describe('a venue’s place (issue 18)', () => {
  it('reads the colonia, alcaldía and postal code of an address and stands at the colonia’s centre', () => {
    const place = placeOf({ address: 'Calle Colima 143, Roma Norte, Cuauhtémoc, 06700' });
    const roma = findColonia('roma norte');
    expect(place).toEqual({
      colonia: 'Roma Norte',
      alcaldia: 'Cuauhtémoc',
      postalCode: '06700',
      lat: roma?.lat,
      lng: roma?.lng,
      locationApproximate: true,
    });
  });

  it('finds a colonia written without accents or with "Col." and fills what the address lacks', () => {
    expect(placeOf({ address: 'Havre 64, Col. Juarez' })).toMatchObject({
      colonia: 'Juárez',
      alcaldia: 'Cuauhtémoc',
      postalCode: '06600',
    });
    expect(placeOf({ address: 'Havre 64, Juárez' }).colonia).toBe('Juárez');
  });

  it('what the owner sends wins; a pin is exact; an unknown place is the city centre', () => {
    expect(placeOf({ address: 'Camino 4', colonia: 'Mi Colonia', postalCode: '01234', lat: 19.4, lng: -99.1 })).toEqual(
      {
        colonia: 'Mi Colonia',
        alcaldia: null,
        postalCode: '01234',
        lat: 19.4,
        lng: -99.1,
        locationApproximate: false,
      },
    );
    expect(placeOf({ address: 'Camino Viejo 4' })).toMatchObject({
      colonia: null,
      ...CITY_CENTRE,
      locationApproximate: true,
    });
  });

  it('measures distances on the Earth and knows the city’s bounds', () => {
    // Zócalo to the Ángel de la Independencia: about 3.7 km.
    const km = distanceMeters(CITY_CENTRE, { lat: 19.427, lng: -99.1677 }) / 1000;
    expect(km).toBeGreaterThan(3.4);
    expect(km).toBeLessThan(3.8);
    expect(inCity(CITY_CENTRE)).toBe(true);
    expect(inCity({ lat: 40.4, lng: -3.7 })).toBe(false);
  });
});
