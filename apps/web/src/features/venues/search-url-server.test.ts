/**
 * The server reads /venues' query string to send the page's first results with the HTML
 * (apps/server/src/web-shell.ts). It must read it as the router does, or the page asks again.
 */
import { searchObjectFromQuery, toVenueListInput } from '@rentas/domain';
import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseVenueSearch } from './search-params';

const QUERIES = [
  '',
  'q=estudio',
  'q=caf%C3%A9%20roma&category=audio_studio&guests=4',
  'guests=%224%22&city=Ciudad%20de%20M%C3%A9xico',
  'date=2026-12-01&startTime=%2209%3A00%22&duration=8',
  'minPrice=100&maxPrice=2500.5&category=local',
  'q=true&city=null&guests=-3&bogus=1',
  'q=%7B%22a%22%3A1%7D&q=segundo',
];

describe('server reading of the /venues URL', () => {
  it.each(QUERIES)('gives the router’s search object and input for "%s"', (query) => {
    const router = defaultParseSearch(`?${query}`);
    expect(parseVenueSearch(searchObjectFromQuery(query))).toEqual(parseVenueSearch(router));
    expect(toVenueListInput(parseVenueSearch(searchObjectFromQuery(query)))).toEqual(
      toVenueListInput(parseVenueSearch(router)),
    );
  });
});
