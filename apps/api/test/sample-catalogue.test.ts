import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CourseDetail } from '@meridian/domain/catalogue/schemas';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

describe('the generated course catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("says a course is sample data, and stops saying it once the course is the university's own", async () => {
    const [course] = await queryRows<{ id: number; university: string; slug: string }>(
      t.database,
      sql`select c.id, u.slug as university, c.slug from courses c join universities u on u.id = c.university_id
          order by c.id limit 1`,
    );
    const detail = async () =>
      CourseDetail.parse(
        (
          await t.app.inject({ url: `/pathway/university/${course!.university}/course/${course!.slug}` })
        ).json(),
      );
    expect((await detail()).sample).toBe(true);
    await t.database.db.execute(sql`update courses set sample = false where id = ${course!.id}`);
    expect((await detail()).sample).toBe(false);
  });
});
