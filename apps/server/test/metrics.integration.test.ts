/**
 * GET /metrics (issue 17): absent without METRICS_TOKEN; with it, Prometheus text for a scraper
 * that sends the token. Routes are labelled by pattern and tRPC calls by known procedure, so
 * made-up paths cannot grow the label set.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, useTestApp, venueWithOwner } from './helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
const t = useTestApp();

describe('GET /metrics', () => {
  it('does not exist without a token configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('labels requests by route pattern and known procedure only', async () => {
    const app = await buildApp({
      db: t.db,
      config: testConfig({ metricsToken: TOKEN }),
      poolStats: t.handle.poolStats,
    });
    try {
      const { venue } = await venueWithOwner(t);
      await app.inject({ method: 'GET', url: '/api/venues?limit=1' });
      await app.inject({ method: 'GET', url: `/api/venues/${venue.id}` });
      await app.inject({ method: 'GET', url: '/api/venues/not-a-uuid' });
      await app.inject({ method: 'GET', url: '/trpc/venues.cities' });
      await app.inject({ method: 'GET', url: '/trpc/made.up.procedure' });
      await app.inject({ method: 'GET', url: '/no/such/page/at/all' });

      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      const text = res.body;
      expect(text).toContain('http_requests_total{method="GET",route="/api/venues/:id",status_code="200"} 1');
      expect(text).toContain('http_requests_total{method="GET",route="/api/venues/:id",status_code="400"} 1');
      expect(text).toContain('route="/trpc/venues.cities",status_code="200"');
      expect(text).toContain('route="/trpc (unknown)"');
      expect(text).not.toContain('made.up.procedure');
      expect(text).not.toContain('/no/such/page');
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/venues",status_code="200"\} 1/,
      );
      expect(text).toMatch(/db_pool_connections\{state="in_use"\} \d+/);
      expect(text).toMatch(/mail_queue_depth \d+/);
      // The scrape itself is not counted.
      expect(text).not.toContain('route="/metrics"');
    } finally {
      await app.close();
    }
  });
});
