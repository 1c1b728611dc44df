import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemoContent, SEED_STEPS } from '#api/db/seed/seed.ts';
import { seoMeta } from '#api/db/schema/seo-meta.ts';
import { seedRuns } from '#api/db/schema/seed-runs.ts';
import { articles } from '#api/db/schema/articles.ts';
import { articlesStep } from '#api/db/seed/steps/articles.ts';
import { createTestApp, type TestApp } from './helper.ts';

describe('demo content seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  // The whole seed runs inside this test, not in a hook: it gets the hooks' time on a busy machine.
  it('loads every step into an empty database, then does nothing on the next run', async () => {
    expect(await seedDemoContent(t.database.db)).toEqual({ ran: SEED_STEPS.map((s) => s.name) });
    expect(await seedDemoContent(t.database.db)).toEqual({ ran: [] });
  }, 180_000);

  it('runs a step added later on a database seeded before it existed', async () => {
    const addedLater = {
      name: 'test-added-later-v1',
      run: async (tx: Parameters<(typeof SEED_STEPS)[number]['run']>[0]) => {
        await tx.insert(seoMeta).values({ path: '/study-abroad/test-added-later', title: 'Added later' });
      },
    };
    expect(await seedDemoContent(t.database.db, [...SEED_STEPS, addedLater])).toEqual({
      ran: [addedLater.name],
    });
  });

  it('a newer articles step adds the new articles and keeps the ones an editor changed', async () => {
    const { db } = t.database;
    await db.update(articles).set({ title: 'Edited by an editor' }).where(eq(articles.slug, 'lor-format'));
    await db.delete(articles).where(eq(articles.slug, 'gre-vs-gmat'));
    const nextVersion = { ...articlesStep, name: `${articlesStep.name}-next` };
    expect(await seedDemoContent(db, [nextVersion])).toEqual({ ran: [nextVersion.name] });
    const [edited] = await db.select().from(articles).where(eq(articles.slug, 'lor-format'));
    const [restored] = await db.select().from(articles).where(eq(articles.slug, 'gre-vs-gmat'));
    expect(edited?.title).toBe('Edited by an editor');
    expect(restored?.title).toMatch(/GRE vs GMAT/);
  });

  it('writes nothing when a step fails half-way', async () => {
    const failing = {
      name: 'test-failing-v1',
      run: async (tx: Parameters<(typeof SEED_STEPS)[number]['run']>[0]) => {
        await tx.insert(seoMeta).values({ path: '/study-abroad/test-half-written', title: 'Half written' });
        throw new Error('disk full');
      },
    };
    await expect(seedDemoContent(t.database.db, [failing])).rejects.toThrow('disk full');
    const rows = await t.database.db
      .select()
      .from(seoMeta)
      .where(eq(seoMeta.path, '/study-abroad/test-half-written'));
    expect(rows).toEqual([]);
    const marker = await t.database.db.select().from(seedRuns).where(eq(seedRuns.name, failing.name));
    expect(marker).toEqual([]);
  });
});
