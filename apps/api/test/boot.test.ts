import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#api/db/client.ts';
import { prepareDatabase } from '#api/db/prepare-database.ts';
import { articles } from '#api/db/schema/articles.ts';
import { localStorage } from '#api/platform/storage/local-storage.ts';
import { databaseFrom } from './database-templates.ts';
import { queryRows } from './helper.ts';

const count = async (database: Database, table: SQL) =>
  Number((await queryRows<{ n: string }>(database, sql`select count(*) as n from ${table}`))[0]!.n);

describe('start-up: migrations and the content import', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** An empty, migrated database; on PostgreSQL a second connection pool to it stands for a second replica. */
  async function emptyDatabase(): Promise<{ first: Database; second: Database }> {
    const { database, url, drop } = await databaseFrom(
      inject('databaseTemplates').empty,
      process.env.DATABASE_URL || undefined,
    );
    cleanups.push(drop, () => database.close());
    if (!url) return { first: database, second: database };
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    cleanups.push(() => second.close());
    return { first: database, second };
  }

  // The imports run inside the tests, not in hooks: they get the tests' time on a busy machine.
  it('imports once when two replicas start together on one database', async () => {
    const { first, second } = await emptyDatabase();
    // The demo learners' documents go to a file store of the test's own.
    const storage = localStorage(mkdtempSync(path.join(tmpdir(), 'meridian-boot-')));
    const [a, b] = await Promise.all([
      prepareDatabase(first, 'development', { storage }),
      prepareDatabase(second, 'development', { storage }),
    ]);
    expect([a.ran.length, b.ran.length].sort((x, y) => x - y)).toEqual([0, expect.any(Number)]);
    expect(Math.max(a.ran.length, b.ran.length)).toBeGreaterThan(10);
    expect(await count(first, sql`articles`)).toBeGreaterThan(90);
    expect(await count(first, sql`users`)).toBe(6);
    // Outside production the generated catalogue is there, every course of it marked as sample data.
    expect(await count(first, sql`courses where not sample`)).toBe(0);
    expect(await count(first, sql`courses`)).toBeGreaterThan(1000);
    // And the directories' made-up centres, each marked so.
    expect(await count(first, sql`experience_centres where not sample`)).toBe(0);
    expect(await count(first, sql`experience_centres`)).toBeGreaterThan(60);
  }, 300_000);

  it('imports the editorial content in production, with no demo accounts, sample catalogue or demo leads', async () => {
    const { first } = await emptyDatabase();
    await prepareDatabase(first, 'production');
    expect(await count(first, sql`articles`)).toBeGreaterThan(90);
    expect(await count(first, sql`exam_pages`)).toBeGreaterThan(50);
    expect(await count(first, sql`kb_questions`)).toBeGreaterThan(10);
    expect(await count(first, sql`country_pages`)).toBe(19);
    expect(await count(first, sql`universities`)).toBeGreaterThan(100);
    // No centre (nor its reviews) that nobody entered: admins add the real ones in the console.
    for (const demo of [
      sql`users`,
      sql`courses`,
      sql`accelerator_programs`,
      sql`leads`,
      sql`coupons`,
      sql`experience_centres`,
      sql`directory_reviews`,
    ]) {
      expect(await count(first, demo)).toBe(0);
    }
  }, 300_000);

  it("keeps an editor's change when the API starts again", async () => {
    const { first } = await emptyDatabase();
    await prepareDatabase(first, 'production');
    await first.db
      .update(articles)
      .set({ title: 'Edited by an editor' })
      .where(eq(articles.slug, 'lor-format'));
    expect(await prepareDatabase(first, 'production')).toEqual({ ran: [] });
    const [edited] = await first.db.select().from(articles).where(eq(articles.slug, 'lor-format'));
    expect(edited?.title).toBe('Edited by an editor');
  }, 300_000);
});
