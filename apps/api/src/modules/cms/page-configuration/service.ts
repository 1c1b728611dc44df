import {
  pickPageRule,
  type PageConfiguration,
  type PageConfigurationQuery,
} from '@meridian/domain/cms/page-configuration';
import { createTtlCache } from '@meridian/domain/ttl-cache';
import type { Db } from '#api/db/client.ts';
import { listActiveRules, type PageRuleRow } from './repo.ts';

/**
 * Every page view of the site asks for its rule, so the active rules are held in memory for
 * 30 s. A change through this process is seen at once (`forgetPageRules` starts a new
 * generation); other replicas see it when their copy expires.
 */
const CACHE_TTL_MS = 30_000;
const caches = new WeakMap<Db, ReturnType<typeof createTtlCache<PageRuleRow[]>>>();
let generation = 0;

export function forgetPageRules(): void {
  generation += 1;
}

function activeRules(db: Db): Promise<PageRuleRow[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache<PageRuleRow[]>({ ttlMs: CACHE_TTL_MS, maxEntries: 2 });
    caches.set(db, cache);
  }
  return cache.get(String(generation), () => listActiveRules(db));
}

/** `GET /pathway/page-configuration/data`: the most specific active rule of the page, or none. */
export async function getPageConfiguration(
  db: Db,
  query: PageConfigurationQuery,
): Promise<PageConfiguration> {
  const rule = pickPageRule(await activeRules(db), query);
  if (!rule) return { rule: null };
  const { id, path, match, popup, delaySeconds, layout, heading, intro } = rule;
  return { rule: { id, path, match, popup, delaySeconds, layout, heading, intro } };
}
