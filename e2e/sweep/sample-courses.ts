import type { Page } from '@playwright/test';
import { CourseDetail } from '@meridian/domain/catalogue/schemas';
import { API_URL } from '../fixtures/lead.ts';

/** `/study-abroad/university/{country}/{university}/{course}`: the course page's address. */
const COURSE_PATH = /^\/study-abroad\/university\/[^/]+\/([^/]+)\/([^/?#]+)$/;

/** Whether a course is generated sample data, asked of the API once per course and worker. */
const known = new Map<string, Promise<boolean>>();

function isSample(university: string, course: string): Promise<boolean> {
  const key = `${university}/${course}`;
  let answer = known.get(key);
  if (!answer) {
    answer = fetch(`${API_URL}/pathway/university/${university}/course/${course}`).then(async (res) =>
      res.ok ? CourseDetail.pick({ sample: true }).parse(await res.json()).sample : false,
    );
    known.set(key, answer);
  }
  return answer;
}

/**
 * The sample courses the page shows: its own course (on a course page) and those its main content
 * links to, as paths.
 */
export async function sampleCourseLinks(page: Page): Promise<string[]> {
  const own = new URL(page.url()).pathname;
  const linked = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const courses = [...new Set([own, ...linked])].flatMap((path) => {
    const match = COURSE_PATH.exec(path);
    return match ? [{ path, university: match[1]!, course: match[2]! }] : [];
  });
  const flags = await Promise.all(courses.map((c) => isSample(c.university, c.course)));
  return courses.filter((_, i) => flags[i]).map((c) => c.path);
}
