import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { and, eq, or } from 'drizzle-orm';
import { articleCategories, articles } from '#api/db/schema/articles.ts';
import { directoryCities } from '#api/db/schema/directory-cities.ts';
import { ebooks } from '#api/db/schema/ebooks.ts';
import { kbTopics } from '#api/db/schema/knowledge-base.ts';
import { examPages, exams } from '#api/db/schema/exams.ts';
import { staticPages } from '#api/db/schema/static-pages.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { acceleratorPrograms, courses } from '#api/db/schema/courses.ts';
import { menus } from '#api/db/schema/navigation.ts';
import { createTestApp, type TestApp } from './helper.ts';

const allHrefs = (tree: unknown): string[] =>
  JSON.stringify(tree)
    .match(/"(?:href|headingLink|viewLink)":"[^"]+"/g)!
    .map((m) => m.split('":"')[1]!.slice(0, -1));

describe('cms: menus served from data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the header mega-menu with a panel and explore link per country', async () => {
    const res = await get('/cms/menu/header');
    expect(res.statusCode).toBe(200);
    const menu = HeaderMenu.parse(res.json());
    const countries = menu.find((g) => g.id === 'countries')!;
    expect(countries.iconName).toBe('icon2');
    expect(countries.child.map((p) => p.heading)).toEqual(
      expect.arrayContaining([
        'USA',
        'Australia',
        'Canada',
        'UK',
        'Germany',
        'Ireland',
        'France',
        'Finland',
        'Other',
      ]),
    );
    expect(countries.child.find((p) => p.heading === 'USA')?.headingLink).toBe('/usa');
  });

  it('never serves a link to a page that does not exist yet', async () => {
    const db = t.database.db;
    const exists = async (href: string): Promise<boolean> => {
      const article = /^\/articles\/(?!category\/)([^/]+)$/.exec(href);
      if (article)
        return (await db.select().from(articles).where(eq(articles.slug, article[1]!))).length === 1;
      const category = /^\/articles\/category\/([^/]+)$/.exec(href);
      if (category) {
        return (
          (await db.select().from(articleCategories).where(eq(articleCategories.slug, category[1]!)))
            .length === 1
        );
      }
      const examPage = /^\/exam\/([^/]+)\/([^/]+)$/.exec(href);
      if (examPage) {
        const rows = await db
          .select()
          .from(examPages)
          .where(and(eq(examPages.examSlug, examPage[1]!), eq(examPages.slug, examPage[2]!)));
        return rows.length === 1;
      }
      const exam = /^\/exam\/([^/]+)$/.exec(href);
      if (exam) return (await db.select().from(exams).where(eq(exams.slug, exam[1]!))).length === 1;
      const university = /^\/university\/([a-z-]+)\/([^/]+)$/.exec(href);
      if (university) {
        return (
          (await db.select().from(universities).where(eq(universities.slug, university[2]!))).length === 1
        );
      }
      const programDegree = /^\/ua-accelerator-programs\/degree\/(bachelors|masters)$/.exec(href);
      if (programDegree) {
        const degree = programDegree[1]!.toUpperCase();
        return (
          (await db.select().from(acceleratorPrograms).where(eq(acceleratorPrograms.degree, degree))).length >
          0
        );
      }
      const subjectListing = /^\/([a-z]+)\/(courses|masters|bachelors)\/([a-z0-9-]+)$/.exec(href);
      if (subjectListing) {
        const [, where, level, subject] = subjectListing;
        const rows = await db
          .select({ id: courses.id })
          .from(courses)
          .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
          .where(
            and(
              where === 'abroad' ? undefined : eq(destinations.slug, where!),
              level === 'courses' ? undefined : eq(courses.educationLevel, level!.toUpperCase()),
              or(eq(courses.primaryCategory, subject!), eq(courses.specialization, subject!)),
            ),
          )
          .limit(1);
        return rows.length === 1;
      }
      const consultantCity = /^\/consultant\/([a-z-]+)$/.exec(href);
      if (consultantCity) {
        return (
          (await db.select().from(directoryCities).where(eq(directoryCities.slug, consultantCity[1]!)))
            .length === 1
        );
      }
      const ebook = /^\/ebooks\/([a-z0-9-]+)-(\d+)$/.exec(href);
      if (ebook) {
        const rows = await db
          .select()
          .from(ebooks)
          .where(and(eq(ebooks.slug, ebook[1]!), eq(ebooks.id, Number(ebook[2]))));
        return rows.length === 1;
      }
      const kbTopic = /^\/knowledge-base\/([a-z-]+)$/.exec(href);
      if (kbTopic)
        return (await db.select().from(kbTopics).where(eq(kbTopics.slug, kbTopic[1]!))).length === 1;
      const staticPage = /^\/([a-z-]+)$/.exec(href);
      if (
        staticPage &&
        // Branded page-builder pages are stored with SPEC.md's {product} token, served with the brand slug.
        (
          await db
            .select()
            .from(staticPages)
            .where(eq(staticPages.slug, staticPage[1]!.replace(/^meridian-/, '{product}-')))
        ).length === 1
      ) {
        return true;
      }
      // Otherwise only pages built in code: home, destinations and their listings, hubs, the enquiry
      // form, calculators, the knowledge base, the scholarship finder, accommodation, the booster
      // programs, alumni connect, appointments and the HTML sitemap.
      return /^\/([a-z]+(\/(courses|masters|universities))?|[a-z-]+-calculator|calculator\/(education-loan|ielts-band)|ua-accelerator-programs|ebooks|consultant|knowledge-base|scholarship|accommodation|booster-program|alumni-connect|schedule-appointment|html-sitemap\/sitemap)?$/.test(
        href,
      );
    };
    for (const key of ['header', 'simple', 'footer']) {
      const internal = allHrefs((await get(`/cms/menu/${key}`)).json()).filter((h) => h.startsWith('/'));
      expect(internal.length, key).toBeGreaterThan(0);
      for (const href of internal) expect(await exists(href), `${key}: ${href}`).toBe(true);
    }
  });

  it('links the booster programs, alumni connect and appointments from the menus, and the footer where they fit', async () => {
    const linked = async (key: string) => allHrefs((await get(`/cms/menu/${key}`)).json());
    const header = await linked('header');
    const simple = await linked('simple');
    for (const href of ['/booster-program', '/alumni-connect', '/schedule-appointment']) {
      expect(header, href).toContain(href);
      expect(simple, href).toContain(href);
    }
    const footer = await linked('footer');
    expect(footer).toContain('/booster-program');
    expect(footer).toContain('/schedule-appointment');
  });

  it('enables links to content that exists, such as the IELTS pages and the scholarship articles', async () => {
    const menu = HeaderMenu.parse((await get('/cms/menu/header')).json());
    const hrefs = allHrefs(menu);
    expect(hrefs).toContain('/exam/ielts/exam-fee');
    expect(hrefs).toContain('/articles/chevening-scholarship');
    const [gre] = await t.database.db.select().from(ebooks).where(eq(ebooks.slug, 'gre-exam-guide'));
    expect(hrefs).toContain(`/ebooks/gre-exam-guide-${gre!.id}`);
    // E-book pages live at /ebooks/{slug}-{id}: no menu link may stop at the slug.
    expect(hrefs.filter((h) => h.startsWith('/ebooks/') && !/-\d+$/.test(h))).toEqual([]);
  });

  it('enables every e-book link of the mega menu, each to its e-book page', async () => {
    const menu = HeaderMenu.parse((await get('/cms/menu/header')).json());
    const panel = menu.find((group) => group.id === 'ebooks');
    const hrefs = allHrefs(panel);
    const rows = await t.database.db.select({ id: ebooks.id, slug: ebooks.slug }).from(ebooks);
    const pathOf = (slug: string) => `/ebooks/${slug}-${rows.find((r) => r.slug === slug)?.id}`;
    for (const slug of [
      'study-in-singapore-guide',
      'sop-writing-guide',
      'lor-writing-guide',
      'official-visa-application-resources',
      'study-abroad-checklist',
      'education-loans-explained',
    ]) {
      expect(hrefs, slug).toContain(pathOf(slug));
    }
    // Seven country guides, eight exam guides, three recommended reads, two SOP guides and "all".
    expect(hrefs).toHaveLength(21);
  });

  it('enables the stream and specialisation links of the countries with such courses', async () => {
    const hrefs = allHrefs(HeaderMenu.parse((await get('/cms/menu/header')).json()));
    expect(hrefs).toContain('/usa/courses/computer-science');
    expect(hrefs).toContain('/uk/masters/data-science');
    expect(hrefs).toContain('/canada/masters/electrical-engineering');
    expect(hrefs.filter((h) => /^\/[a-z]+\/(courses|masters)\/[a-z-]+$/.test(h)).length).toBeGreaterThan(80);
    const menu = HeaderMenu.parse((await get('/cms/menu/header')).json());
    const usa = menu.find((g) => g.id === 'countries')!.child.find((p) => p.heading === 'USA')!;
    expect(usa.child.map((column) => column.heading)).toEqual(
      expect.arrayContaining(['Popular Streams', 'Popular Specializations', 'Top Ranked Universities']),
    );
  });

  it('serves the simpler menu and the footer with the destination links', async () => {
    const simple = SimpleMenu.parse((await get('/cms/menu/simple')).json());
    expect(simple.find((g) => g.id === 'countries')?.child.map((l) => l.anchor_text_of_link)).toEqual([
      'Germany',
      'USA',
      'UK',
      'Canada',
      'Australia',
    ]);
    const footer = FooterMenu.parse((await get('/cms/menu/footer')).json());
    expect(footer.find((s) => s.id === 'destinations')?.child).toHaveLength(18);
    expect(footer.find((s) => s.id === 'social')?.child[0]?.href).toMatch(/^https:\/\//);
  });

  it('leaves the India-only calculators out of every menu in Vietnam and Saudi Arabia', async () => {
    const indiaOnly = [
      '/cgpa-to-gpa-calculator',
      '/sgpa-to-percentage-calculator',
      '/expense-calculator',
      '/calculator/education-loan',
    ];
    const menuHrefs = async (region: string) =>
      (
        await Promise.all(
          ['header', 'simple', 'footer'].map(async (key) =>
            allHrefs((await get(`/cms/menu/${key}?region=${region}`)).json()),
          ),
        )
      ).flat();
    expect(await menuHrefs('default')).toEqual(
      expect.arrayContaining([...indiaOnly, '/calculator/ielts-band']),
    );
    for (const region of ['vn', 'sa']) {
      const hrefs = await menuHrefs(region);
      expect(hrefs.filter((href) => indiaOnly.includes(href))).toEqual([]);
      expect(hrefs).toContain('/calculator/ielts-band');
    }
  });

  it('leaves the India experience centres out of both the mega-menu and the simpler menu in Vietnam and Saudi Arabia', async () => {
    const centres = async (key: string, region: string) =>
      allHrefs((await get(`/cms/menu/${key}?region=${region}`)).json()).filter((href) =>
        href.endsWith('-abroad-experience-centers'),
      );
    for (const key of ['header', 'simple']) {
      expect(await centres(key, 'default'), key).toHaveLength(1);
      for (const region of ['vn', 'sa']) expect(await centres(key, region), `${key} ${region}`).toEqual([]);
    }
  });

  it('serves what an editor stored, hidden where the region configuration says', async () => {
    const footer = FooterMenu.parse((await get('/cms/menu/footer')).json());
    const edited = [
      ...footer,
      {
        id: 'ielts-topics',
        heading: 'IELTS',
        child: [{ id: 'ielts-topics.usa', href: '/usa', anchor_text_of_link: 'IELTS for the USA' }],
      },
    ];
    await t.database.db.update(menus).set({ tree: edited }).where(eq(menus.key, 'footer'));

    const seenByDefault = FooterMenu.parse((await get('/cms/menu/footer?region=default')).json());
    const seenInVietnam = FooterMenu.parse((await get('/cms/menu/footer?region=vn')).json());
    expect(seenByDefault.map((s) => s.id)).toContain('ielts-topics');
    expect(seenInVietnam.map((s) => s.id)).not.toContain('ielts-topics');
    expect(seenInVietnam.map((s) => s.id)).toContain('destinations');
  });

  it('rejects an unknown region with the field named', async () => {
    const res = await get('/cms/menu/header?region=fr');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('querystring.region');
  });
});
