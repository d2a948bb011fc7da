/**
 * The owner's private iCalendar feed (issue 12): the owner can rotate its token
 * ("Generar nuevo enlace"), after which the old URL is 404 and the new one works.
 */
import { describe, expect, it } from 'vitest';
import { signedInUser, useTestApp } from './helpers';

const t = useTestApp();

/** The path of a feed URL (the app is reached through inject, not PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feed token rotation', () => {
  it('after rotation (REST) the old feed URL is 404 and the new one answers the feed', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const first = await t.app.inject({ method: 'GET', url: '/api/owner/calendar-url', headers: { cookie } });
    const oldUrl = first.json().url as string;
    expect((await t.app.inject({ method: 'GET', url: pathOf(oldUrl) })).statusCode).toBe(200);

    const rotated = await t.app.inject({ method: 'POST', url: '/api/owner/calendar-url/rotate', headers: { cookie } });
    expect(rotated.statusCode).toBe(200);
    const newUrl = rotated.json().url as string;
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toMatch(/\/api\/calendar\/[0-9a-f]{32}\.ics$/);

    expect((await t.app.inject({ method: 'GET', url: pathOf(oldUrl) })).statusCode).toBe(404);
    const feed = await t.app.inject({ method: 'GET', url: pathOf(newUrl) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    // The query now shows the new URL.
    const again = await t.app.inject({ method: 'GET', url: '/api/owner/calendar-url', headers: { cookie } });
    expect(again.json().url).toBe(newUrl);
  });

  it('the tRPC mutation rotates too, and refuses a plain user (403) and a visitor (401)', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const before = await t.app.inject({ method: 'GET', url: '/api/owner/calendar-url', headers: { cookie } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/owner.rotateCalendarUrl',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().result.data.json.url as string;
    expect((await t.app.inject({ method: 'GET', url: pathOf(before.json().url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);

    const user = await signedInUser(t);
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/owner/calendar-url/rotate',
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/owner/calendar-url/rotate' })).statusCode).toBe(401);
  });

  it('a rotation from another site is refused by the origin check', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/calendar-url/rotate',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
