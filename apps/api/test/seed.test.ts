import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { seedDemoContent, SEED_STEPS } from '../src/db/seed/seed.ts';
import { seoMeta } from '../src/db/schema/seo-meta.ts';
import { seedRuns } from '../src/db/schema/seed-runs.ts';
import { articles } from '../src/db/schema/articles.ts';
import { examPages } from '../src/db/schema/exams.ts';
import { proofOfFunds } from '../src/db/schema/calculator.ts';
import { cities } from '../src/db/schema/catalogue.ts';
import { articlesStep } from '../src/db/seed/steps/articles.ts';
import { factCorrectionsStep } from '../src/db/seed/steps/fact-corrections.ts';
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

  it('corrects the facts of a database seeded before the November 2026 check', async () => {
    const { db } = t.database;
    // Put back what such a database holds: the superseded UK amounts and the old ACT test time.
    const stale = (column: typeof articles.body | typeof examPages.body, from: string, to: string) =>
      sql`replace(${column}::text, ${from}, ${to})::jsonb`;
    await db
      .update(articles)
      .set({ body: stale(articles.body, '£1,529', '£1,483') })
      .where(eq(articles.slug, 'uk-student-visa'));
    await db
      .update(examPages)
      .set({ body: stale(examPages.body, '2 hours 5 minutes', 'About 2 hours') })
      .where(and(eq(examPages.examSlug, 'act'), eq(examPages.slug, 'overview')));
    await db.delete(proofOfFunds).where(eq(proofOfFunds.validFrom, '2025-11-11'));
    await db
      .update(cities)
      .set({ monthlyLivingMinor: 1_483_00 })
      .where(eq(cities.monthlyLivingMinor, 1_529_00));
    const text = async () => ({
      visa: JSON.stringify((await db.select().from(articles).where(eq(articles.slug, 'uk-student-visa')))[0]),
      act: JSON.stringify(
        await db
          .select()
          .from(examPages)
          .where(and(eq(examPages.examSlug, 'act'), eq(examPages.slug, 'overview'))),
      ),
      funds: (await db.select().from(proofOfFunds).where(eq(proofOfFunds.validFrom, '2025-11-11'))).length,
      londonLiving: (
        await db
          .select()
          .from(cities)
          .where(and(eq(cities.name, 'London'), eq(cities.countryIso3, 'GBR')))
      )[0]?.monthlyLivingMinor,
    });
    expect(await text()).toMatchObject({ funds: 0, londonLiving: 1_483_00 });
    expect((await text()).visa).toContain('£1,483');

    const rerun = { ...factCorrectionsStep, name: `${factCorrectionsStep.name}-again` };
    expect(await seedDemoContent(db, [rerun])).toEqual({ ran: [rerun.name] });
    const after = await text();
    expect(after.visa).toContain('£1,529 a month in London');
    expect(after.visa).not.toContain('£1,483');
    expect(after.act).toContain('2 hours 5 minutes');
    expect(after).toMatchObject({ funds: 2, londonLiving: 1_529_00 });
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
