import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rateLimit } from '#api/platform/rate-limit/rate-limit.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

describe('rate limit kept in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const rule = { scope: 'test-login:ip', limit: 3, windowSeconds: 60 };
  const at = (iso: string) => new Date(iso);

  it('allows the limit in a window, then refuses with the seconds until the window ends', async () => {
    const key = '203.0.113.7';
    for (let i = 0; i < 3; i++) {
      expect(await rateLimit(t.database.db, { ...rule, key, now: at('2026-03-01T10:00:10Z') })).toEqual({
        allowed: true,
      });
    }
    expect(await rateLimit(t.database.db, { ...rule, key, now: at('2026-03-01T10:00:15Z') })).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    // The next window starts afresh.
    expect(await rateLimit(t.database.db, { ...rule, key, now: at('2026-03-01T10:01:00Z') })).toEqual({
      allowed: true,
    });
  });

  it('counts each key and each scope apart', async () => {
    const now = at('2026-03-01T11:00:00Z');
    for (let i = 0; i < 3; i++) await rateLimit(t.database.db, { ...rule, key: '198.51.100.1', now });
    expect((await rateLimit(t.database.db, { ...rule, key: '198.51.100.2', now })).allowed).toBe(true);
    expect(
      (await rateLimit(t.database.db, { ...rule, scope: 'test-register:ip', key: '198.51.100.1', now }))
        .allowed,
    ).toBe(true);
  });

  it('loses no count when many requests arrive at once', async () => {
    const now = at('2026-03-01T12:00:00Z');
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => rateLimit(t.database.db, { ...rule, key: '192.0.2.50', now })),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });

  it('sweeps counters whose window has ended', async () => {
    await rateLimit(t.database.db, { ...rule, key: '192.0.2.99', now: at('2026-03-02T09:00:00Z') });
    const rows = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from rate_limit_counters where expires_at <= '2026-03-02T09:00:00Z'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
