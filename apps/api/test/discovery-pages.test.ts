import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  AcceleratorProgramDetail,
  AcceleratorProgramList,
  CompareResponse,
  CourseDetail,
  CourseListResponse,
  CourseNameSearchResponse,
  SitemapEntries,
  UniversityListResponse,
  UniversityOverview,
  UniversitySearchResponse,
} from '@meridian/domain/catalogue/schemas';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { outboxFor } from './lead-fixtures.ts';

describe('pathway: catalogue, university and course pages, search, brochures, compare', () => {
  let t: TestApp;
  /** Moves the services' clock forward, to step past a link's expiry. */
  let clockOffsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json() as unknown;
  };
  const scalar = async (query: SQL) => {
    const [row] = await queryRows<Record<string, unknown>>(t.database, query);
    return Number(Object.values(row!)[0]);
  };

  it('seeds 250 universities, over 5,000 courses and at least 9 destination countries with courses', async () => {
    expect(await scalar(sql`select count(*) from universities`)).toBe(250);
    expect(await scalar(sql`select count(*) from courses`)).toBeGreaterThanOrEqual(5000);
    expect(await scalar(sql`select count(distinct country_iso3) from courses`)).toBeGreaterThanOrEqual(9);
    const partners = [
      'Stanford University',
      'University of Oxford',
      'Cornell University',
      'Conestoga College',
      'Northeastern University',
      'Columbia University',
      'Purdue University',
      'Yale University',
      'Brown University',
      'Massachusetts Institute of Technology',
      'Arizona State University',
      'University of Houston',
      'Coventry University',
      'Princeton University',
      'Boston University',
      'Imperial College London',
      'Karlsruhe Institute of Technology',
      'Monash University',
      'University of Melbourne',
    ];
    const found = await queryRows<{ name: string }>(t.database, sql`select name from universities`);
    expect(found.map((r) => r.name)).toEqual(expect.arrayContaining(partners));
  });

  it('lists the embedded world list with ISO codes and currencies', async () => {
    const countries = (await get('/pathway/countries')) as { countryCode: string; currencyCode: string }[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual(
      expect.objectContaining({ countryCode: 'IN', currencyCode: 'INR', continentName: 'Asia' }),
    );
  });

  it('lists a country’s universities best ranked first, 30 a page', async () => {
    const page = UniversityListResponse.parse(await get('/pathway/universities?country=uk'));
    expect(page.size).toBe(30);
    expect(page.items[0]?.name).toBe('Imperial College London');
    expect(page.items.every((u) => u.country.slug === 'uk')).toBe(true);
    const ranked = page.items.filter((u) => u.worldRanking !== null).map((u) => u.worldRanking!);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
  });

  it('lists only universities teaching the level and category asked for', async () => {
    const page = UniversityListResponse.parse(
      await get('/pathway/universities?educationLevel=MASTERS&primaryCategory=law&size=100'),
    );
    expect(page.total).toBe(
      await scalar(sql`select count(distinct university_id) from courses
        where education_level = 'MASTERS' and primary_category = 'law'`),
    );
    expect(page.items.every((u) => u.courseCount > 0)).toBe(true);
  });

  it('serves a university overview with city, fees, intakes, scholarships, FAQs and courses', async () => {
    const uni = UniversityOverview.parse(await get('/pathway/university/university-of-toronto/overview'));
    expect(uni.name).toBe('University of Toronto');
    expect(uni.country.slug).toBe('canada');
    expect(uni.city.name).toBe('Toronto');
    expect(uni.worldRanking).toBe(29);
    expect(uni.courseCounts.BACHELORS + uni.courseCounts.MASTERS).toBeGreaterThan(20);
    expect(uni.annualTuition?.currency).toBe('CAD');
    expect(uni.faqs.length).toBeGreaterThanOrEqual(3);
    expect(uni.topCourses.length).toBe(8);
    expect(uni.exchangeRate?.currency).toBe('CAD');
    expect(uni.brochure?.title).toContain('University of Toronto');
  });

  it('finds a university by `{slug}-{id}`, the footer form, answering with its canonical slug', async () => {
    const { id } = UniversityOverview.parse(await get('/pathway/university/stanford-university/overview'));
    for (const address of [`stanford-university-${id}`, 'stanford-university-7']) {
      const uni = UniversityOverview.parse(await get(`/pathway/university/${address}/overview`));
      expect(uni.slug, address).toBe('stanford-university');
      expect(uni.id, address).toBe(id);
    }
    const courses = CourseListResponse.parse(
      await get(`/pathway/university/stanford-university-${id}/courses`),
    );
    expect(courses.items.every((c) => c.university.slug === 'stanford-university')).toBe(true);
    for (const missing of ['atlantis-university-7', 'stanford-university-x7']) {
      const res = await t.app.inject({ method: 'GET', url: `/pathway/university/${missing}/overview` });
      expect(res.statusCode, missing).toBe(404);
    }
  });

  it('lists a university’s courses by level, 50 a page', async () => {
    const page = CourseListResponse.parse(
      await get('/pathway/university/university-of-oxford/courses?educationLevel=MASTERS'),
    );
    expect(page.size).toBe(50);
    expect(
      page.items.every((c) => c.university.slug === 'university-of-oxford' && c.educationLevel === 'MASTERS'),
    ).toBe(true);
  });

  it('serves course details, and 404 for an unknown course or university', async () => {
    const [first] = CourseListResponse.parse(
      await get('/pathway/university/monash-university/courses'),
    ).items;
    const course = CourseDetail.parse(
      await get(`/pathway/university/monash-university/course/${first!.slug}`),
    );
    expect(course.title).toBe(first!.title);
    expect(course.city.name).toBe('Melbourne');
    expect(course.exchangeRate?.currency).toBe('AUD');
    for (const url of [
      '/pathway/university/monash-university/course/bsc-underwater-basket-weaving',
      '/pathway/university/atlantis-university/overview',
      '/pathway/university/atlantis-university/courses',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
    }
  });

  it('finds University of Toronto from a misspelt search, and by word prefixes', async () => {
    const typo = UniversitySearchResponse.parse(
      await get(`/recommendation/search/university?searchTerm=${encodeURIComponent('univercity of tornto')}`),
    );
    expect(typo.items[0]?.name).toBe('University of Toronto');
    const prefix = UniversitySearchResponse.parse(
      await get('/recommendation/search/university?searchTerm=imperial%20coll'),
    );
    expect(prefix.items[0]?.name).toBe('Imperial College London');
  });

  const universityNames = async (term: string, paging = '') =>
    UniversitySearchResponse.parse(
      await get(`/recommendation/search/university?searchTerm=${encodeURIComponent(term)}${paging}`),
    ).items.map((u) => u.name);
  const courseNames = async (term: string) =>
    CourseNameSearchResponse.parse(
      await get(`/recommendation/search/name?searchTerm=${encodeURIComponent(term)}`),
    ).items.map((c) => c.name);

  it('keeps a specific university search to that university, typos or not', async () => {
    expect(await universityNames('university of toronto')).toEqual(['University of Toronto']);
    const typo = await universityNames('univercity of tornto');
    expect(typo).toContain('University of Toronto');
    for (const unrelated of [
      'University of Turku',
      'University of Texas at Austin',
      'University of Tasmania',
    ]) {
      expect(typo).not.toContain(unrelated);
    }
    expect(await universityNames('technical university of munich')).toEqual([
      'Technical University of Munich',
    ]);
    expect(await universityNames('melborne')).toEqual(['University of Melbourne']);
    expect(await universityNames('univ of tor')).toEqual(['University of Toronto']);
  });

  it('keeps course name searches to names holding every word typed', async () => {
    const dataScience = await courseNames('data science');
    expect(dataScience.length).toBeGreaterThan(0);
    for (const name of dataScience) expect(name).toMatch(/Data Science/);
    expect(await courseNames('mba')).toEqual(['MBA']);
    const mechanical = await courseNames('mechanical engg');
    expect(mechanical.length).toBeGreaterThan(0);
    for (const name of mechanical) expect(name).toMatch(/Mechanical.*Engineering|Engineering.*Mechanical/);
  });

  it('pages a broad search without repeating or skipping a name', async () => {
    const firstTen = await universityNames('university', '&size=10');
    const pages = [
      ...(await universityNames('university', '&size=5&page=1')),
      ...(await universityNames('university', '&size=5&page=2')),
    ];
    expect(firstTen).toHaveLength(10);
    expect(pages).toEqual(firstTen);
  });

  it('keeps a university search to one country and to universities teaching a level, when asked', async () => {
    const canadian = UniversitySearchResponse.parse(
      await get('/recommendation/search/university?searchTerm=university&countryCode=CAN'),
    ).items;
    expect(canadian.map((u) => u.name)).toContain('University of Toronto');
    for (const u of canadian) expect(u.country.iso3).toBe('CAN');
    expect(await universityNames('university', '&countryCode=null&educationLevel=')).toEqual(
      await universityNames('university'),
    );

    const [single] = await queryRows<{ name: string; level: string }>(
      t.database,
      sql`select u.name, min(c.education_level) as level from universities u join courses c on c.university_id = u.id
        group by u.id having count(distinct c.education_level) = 1 order by u.id limit 1`,
    );
    expect(single, 'a seeded university teaching one level only').toBeDefined();
    const other = single!.level === 'MASTERS' ? 'BACHELORS' : 'MASTERS';
    expect(await universityNames(single!.name, `&educationLevel=${single!.level}`)).toContain(single!.name);
    expect(await universityNames(single!.name, `&educationLevel=${other}`)).not.toContain(single!.name);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/recommendation/search/university?searchTerm=toronto&countryCode=XYZ',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('querystring.countryCode');
  });

  it('answers a term of punctuation alone with no names, not every name', async () => {
    expect(await universityNames('--')).toEqual([]);
    expect(await courseNames('..')).toEqual([]);
  });

  it('leaves the session word-similarity threshold at its default after a search', async () => {
    await universityNames('univercity of tornto');
    const [row] = await queryRows<{ threshold: string }>(
      t.database,
      sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold`,
    );
    expect(Number(row?.threshold)).toBe(0.6);
  });

  it('finds course names despite typos, 500 at most', async () => {
    const hits = CourseNameSearchResponse.parse(
      await get(`/recommendation/search/name?searchTerm=${encodeURIComponent('computr scince')}`),
    );
    expect(hits.items.length).toBeGreaterThan(0);
    expect(hits.items.length).toBeLessThanOrEqual(500);
    expect(hits.items[0]?.name).toMatch(/Computer Science/);
  });

  it('answers 400 naming the search term when it is too short', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/recommendation/search/name?searchTerm=a' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('querystring.searchTerm');
  });

  const brochureRequest = {
    name: 'Aarav Sharma',
    email: 'aarav@example.in',
    countryCode: '+91',
    mobile: '9876543210',
    contactConsent: true,
  };
  const brochureLeads = sql`select count(*) from lead_touchpoints t join leads l on l.id = t.lead_id
    where t.registration_type = 'BROCHURE_REQUEST' and t.source = 'brochure:university-of-toronto'
      and t.program_interest->>'university' = 'University of Toronto'
      and t.program_interest->>'country' = 'Canada' and l.email = 'aarav@example.in'`;

  it('makes a brochure request a lead through the lead service and answers US_BNF_2010', async () => {
    const before = await scalar(brochureLeads);
    const res = await t.app.inject({
      method: 'POST',
      url: '/pathway/brochure/university/slug/university-of-toronto',
      payload: brochureRequest,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      errorCode: 'US_BNF_2010',
      message: 'The brochure will be sent to your email shortly.',
    });
    expect(await scalar(brochureLeads)).toBe(before + 1);
    expect(
      await scalar(sql`select count(*) from consent_records c join leads l on l.id = c.lead_id
        where l.email = 'aarav@example.in'`),
    ).toBeGreaterThan(0);
  });

  it('emails a signed link to a PDF brochure of the university, which expires after a week', async () => {
    const email = 'meera.brochure@example.in';
    const res = await t.app.inject({
      method: 'POST',
      url: '/pathway/brochure/university/slug/university-of-toronto',
      payload: { ...brochureRequest, email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await outboxFor(t.app, email);
    expect(mails, 'one email: the brochure, not also the enquiry confirmation').toHaveLength(1);
    expect(mails[0]!.subject).toContain('University of Toronto brochure');
    const link = /(https?:\/\/\S+\/study-abroad\/brochures\/download\/(\S+))/.exec(mails[0]!.body);
    expect(link, mails[0]!.body).not.toBeNull();
    const token = link![2]!;

    const file = await t.app.inject({ method: 'GET', url: `/pathway/brochure/file?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('university-of-toronto-brochure.pdf');
    const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const part of [
      'University of Toronto',
      'Overview',
      'Courses',
      'Fees and living costs',
      'Intakes',
      'Scholarships',
    ]) {
      expect(text).toContain(part);
    }

    const [encoded, expiry, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(encoded!, 'base64url').toString()) as Record<string, unknown>;
    const otherUniversity = Buffer.from(
      JSON.stringify({ ...claims, university: 'monash-university' }),
    ).toString('base64url');
    for (const forged of [`${otherUniversity}.${expiry}.${signature}`, 'a.b.c']) {
      const refused = await t.app.inject({ method: 'GET', url: `/pathway/brochure/file?token=${forged}` });
      expect(refused.statusCode, forged).toBe(404);
      expect(refused.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
    }
    clockOffsetMs = 8 * 24 * 60 * 60 * 1000;
    try {
      const expired = await t.app.inject({ method: 'GET', url: `/pathway/brochure/file?token=${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ status: false, errorCode: 'LINK_EXPIRED' });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('rejects a brochure request with a bad email or no consent, naming the field, and logs nothing', async () => {
    const before = await scalar(sql`select count(*) from lead_touchpoints`);
    for (const [field, patch] of [
      ['email', { email: 'not-an-email' }],
      ['contactConsent', { contactConsent: false }],
      ['mobile', { mobile: '12345' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/pathway/brochure/university/slug/university-of-toronto',
        payload: { ...brochureRequest, ...patch },
      });
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { message: string }).message, field).toContain(`body.${field}`);
    }
    expect(await scalar(sql`select count(*) from lead_touchpoints`)).toBe(before);
  });

  it('compares up to three courses, converting with each currency’s rate', async () => {
    const ids = await queryRows<{ id: number }>(
      t.database,
      sql`select distinct on (currency) id from courses where currency in ('USD', 'GBP', 'EUR') order by currency, id`,
    );
    const list = ids.map((r) => r.id).join(',');
    const compared = CompareResponse.parse(await get(`/pathway/courses/compare?ids=${list}`));
    expect(compared.courses.map((c) => c.id)).toEqual(ids.map((r) => r.id));
    expect(compared.courses.map((c) => c.exchangeRate?.currency).sort()).toEqual(['EUR', 'GBP', 'USD']);
    const four = await t.app.inject({ method: 'GET', url: `/pathway/courses/compare?ids=${list},1` });
    expect(four.statusCode).toBe(400);
    expect((four.json() as { message: string }).message).toContain('querystring.ids');
    expect(compared.unknownIds).toEqual([]);
    const [first, second] = ids.map((r) => r.id);
    const partly = CompareResponse.parse(await get(`/pathway/courses/compare?ids=${second},999999,${first}`));
    expect(partly.courses.map((c) => c.id)).toEqual([second, first]);
    expect(partly.unknownIds).toEqual([999999]);
    const unknown = await t.app.inject({ method: 'GET', url: '/pathway/courses/compare?ids=999999,999998' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists accelerator programs 10 a page and serves one with its online and destination parts', async () => {
    const page = AcceleratorProgramList.parse(await get('/pathway/accelerated-programs?degree=MASTERS'));
    expect(page.size).toBe(10);
    expect(page.items.length).toBeGreaterThan(0);
    const usa = AcceleratorProgramList.parse(await get('/pathway/accelerated-programs?country=usa'));
    expect(usa.items.every((p) => p.destinationUniversity.university.country.slug === 'usa')).toBe(true);
    const detail = AcceleratorProgramDetail.parse(await get(`/pathway/v1/${page.items[0]!.slug}`));
    expect(detail.onlineTuition[0]?.currency).toBe('INR');
    expect(detail.onlineDurationDays + detail.destinationUniversity.durationDays).toBeGreaterThanOrEqual(730);
    const missing = await t.app.inject({ method: 'GET', url: '/pathway/v1/no-such-program' });
    expect(missing.statusCode).toBe(404);
  });

  it('gives the sitemap every university, course and program with a last-modified time', async () => {
    const entries = SitemapEntries.parse(await get('/pathway/sitemap'));
    expect(entries.universities).toHaveLength(250);
    expect(entries.courses.length).toBe(await scalar(sql`select count(*) from courses`));
    expect(entries.programs.length).toBe(await scalar(sql`select count(*) from accelerator_programs`));
  });
});
