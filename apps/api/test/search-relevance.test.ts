import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@meridian/domain/search/schemas';
import { createTestApp, type TestApp } from './helper.ts';
import { RELEVANCE_CASES } from './search-relevance.cases.ts';

/** The position (1-based) of the first wanted page in the results, or undefined. */
function rankOf(paths: string[], want: string | readonly string[]): number | undefined {
  const wanted = typeof want === 'string' ? [want] : want;
  const index = paths.findIndex((p) => wanted.includes(p));
  return index === -1 ? undefined : index + 1;
}

describe('search relevance set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCHES_PER_MINUTE: '10000' } });
  });
  afterAll(() => t.close());

  it('finds the wanted page in the top 5 for 95% of the queries, MRR at least 0.8, and something for every query', async () => {
    const ranks: (number | undefined)[] = [];
    const misses: string[] = [];
    const empty: string[] = [];
    for (const { q, want } of RELEVANCE_CASES) {
      const res = await t.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}&limit=10` });
      expect(res.statusCode).toBe(200);
      const body = SearchResponse.parse(res.json());
      const paths = body.results.map((r) => r.path);
      if (paths.length === 0) empty.push(q);
      const rank = rankOf(paths, want);
      ranks.push(rank);
      if (rank === undefined || rank > 3)
        misses.push(`${q} → ${rank ?? 'missing'}: ${paths.slice(0, 3).join(', ')}`);
    }
    const share = (n: number) => ranks.filter((r) => r !== undefined && r <= n).length / ranks.length;
    const mrr = ranks.reduce<number>((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length;
    console.log(
      `search relevance: ${ranks.length} queries, success@3 ${(share(3) * 100).toFixed(1)}%, success@5 ${(share(5) * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}` +
        (misses.length ? `\nnot in the top 3:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    expect(empty).toEqual([]);
    expect(share(5)).toBeGreaterThanOrEqual(0.95);
    expect(mrr).toBeGreaterThanOrEqual(0.8);
  });
});
