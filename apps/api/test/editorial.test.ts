import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { leadTouchpoints } from '#api/db/schema/lead.ts';
import { leads } from '#api/db/schema/people.ts';
import { accommodationEnquiries } from '#api/db/schema/accommodation.ts';
import { contactMessages } from '#api/db/schema/contact.ts';
import { EditorialSitemap } from '@meridian/domain/content/sitemap';
import { MAX_PAGE, pageCount } from '@meridian/domain/pagination';
import { createTestApp, type TestApp } from './helper.ts';

/** The lead a short form made for an email address, with the sources of its touchpoints. */
async function leadOf(t: TestApp, email: string) {
  const { db } = t.database;
  const [lead] = await db.select().from(leads).where(eq(leads.email, email));
  if (!lead) return undefined;
  const touchpoints = await db
    .select({ source: leadTouchpoints.source })
    .from(leadTouchpoints)
    .where(eq(leadTouchpoints.leadId, lead.id));
  return { ...lead, sources: touchpoints.map((tp) => tp.source) };
}

describe('cms: editorial content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves an article with structured body, FAQs, author and related articles', async () => {
    const res = await get('/cms/articles/chevening-scholarship');
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expect(article.title).toContain('Chevening');
    expect(article.body.some((b: { type: string }) => b.type === 'table')).toBe(true);
    expect(article.faqs.length).toBeGreaterThan(0);
    expect(article.authorProfile.name).toBe('Ananya Iyer');
    expect(article.related.map((r: { slug: string }) => r.slug)).not.toContain('chevening-scholarship');
    expect(article.readMinutes).toBeGreaterThan(1);
  });

  it('answers 404 in the error model for an unknown article', async () => {
    const res = await get('/cms/articles/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
  });

  it('paginates a category, with no items past the last page', async () => {
    const first = (await get('/cms/articles/category/scholarships?page=1')).json();
    expect(first.category.name).toBe('Scholarships');
    expect(first).toMatchObject({ page: 1, size: 9 });
    expect(first.items).toHaveLength(9);
    expect(pageCount(first)).toBeGreaterThan(1);
    const past = await get(`/cms/articles/category/scholarships?page=${pageCount(first) + 1}`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ items: [], total: first.total });
  });

  it('answers an author page past the last with no items, and one deeper than any list is served with 400', async () => {
    const author = '/cms/author/rohan-mehta';
    const first = (await get(author)).json();
    expect((await get(`${author}?page=${pageCount(first)}`)).json().items.length).toBeGreaterThan(0);
    expect((await get(`${author}?page=${MAX_PAGE}`)).json().items).toEqual([]);
    for (const page of [0, MAX_PAGE + 1]) {
      const res = await get(`${author}?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('querystring.page');
    }
  });

  it('pages the article hub nine at a time, newest first, with no items past the last page', async () => {
    const first = (await get('/cms/page/articles/home')).json();
    expect(first.items).toHaveLength(9);
    expect(first).toMatchObject({ page: 1, size: 9 });
    expect(first.categories.length).toBeGreaterThan(3);
    const second = (await get('/cms/page/articles/home?page=2')).json();
    const dates = [...first.items, ...second.items].map((a: { publishedOn: string }) => a.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = pageCount(first);
    expect((await get(`/cms/page/articles/home?page=${last}`)).json().items.length).toBeGreaterThan(0);
    expect((await get(`/cms/page/articles/home?page=${last + 1}`)).json().items).toEqual([]);
  });

  it('lists the articles of a tag by page, with its name, and has no page for a tag on one article', async () => {
    const first = (await get('/cms/articles/tag/scholarships')).json();
    expect(first.tag).toEqual({ slug: 'scholarships', name: 'Scholarships' });
    expect(first.items).toHaveLength(9);
    expect(first.items.every((a: { tags: string[] }) => a.tags.includes('scholarships'))).toBe(true);
    expect((await get(`/cms/articles/tag/scholarships?page=${pageCount(first) + 1}`)).json().items).toEqual(
      [],
    );
    expect((await get('/cms/articles/tag/f-1-visa')).json().tag.name).toBe('F-1 visa');
    // `pal` is on a single article; `no-such-tag` on none.
    expect((await get('/cms/articles/tag/pal')).statusCode).toBe(404);
    expect((await get('/cms/articles/tag/no-such-tag')).statusCode).toBe(404);
  });

  it('links an article to the pages of its tags that have one', async () => {
    const article = (await get('/cms/articles/chevening-scholarship')).json();
    expect(article.tagPages).toContainEqual({ slug: 'uk', name: 'UK' });
    for (const tag of article.tagPages) {
      expect(article.tags).toContain(tag.slug);
      expect((await get(`/cms/articles/tag/${tag.slug}`)).statusCode).toBe(200);
    }
  });

  it('names the field of a bad page number', async () => {
    const res = await get('/cms/articles/category/scholarships?page=zero');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.page');
  });

  it('lists an author with their articles', async () => {
    const res = (await get('/cms/author/arjun-sharma')).json();
    expect(res.author.role).toContain('Germany');
    expect(res.items.every((a: { author: { slug: string } }) => a.author.slug === 'arjun-sharma')).toBe(true);
  });

  it('gives trending links for a country without the page itself', async () => {
    const res = (
      await get('/cms/page/v1/trending-interlinking?sourceUrl=/study-abroad/articles/chevening-scholarship')
    ).json();
    expect(res.links.length).toBeGreaterThan(0);
    expect(res.links.map((l: { href: string }) => l.href)).not.toContain('/articles/chevening-scholarship');
  });

  it('builds the exam hub in menu order and serves exam topic pages with true facts', async () => {
    const hub = (await get('/cms/exams')).json();
    expect(hub.exams.map((e: { slug: string }) => e.slug)).toEqual([
      'ielts',
      'gre',
      'gmat',
      'toefl',
      'pte',
      'sat',
      'act',
      'duolingo',
      'other-exams',
    ]);
    const toefl = JSON.stringify((await get('/cms/exams/toefl/score')).json());
    expect(toefl).toContain('1–6');
    expect(toefl).toContain('0–120');
    const duolingo = JSON.stringify((await get('/cms/exams/duolingo/overview')).json());
    expect(duolingo).toContain('6,000');
    expect((await get('/cms/exams/ielts/no-such-topic')).statusCode).toBe(404);
  });

  it('lists every editorial page for the sitemap, each listing dated by its newest entry', async () => {
    const sitemap = EditorialSitemap.parse((await get('/cms/sitemap')).json());
    const hub = (await get('/cms/page/articles/home')).json();
    expect(sitemap.articles).toHaveLength(hub.total);
    expect(sitemap.articles).toContainEqual(
      expect.objectContaining({ slug: 'chevening-scholarship', categorySlug: 'scholarships' }),
    );
    const scholarshipDays = sitemap.articles
      .filter((a) => a.categorySlug === 'scholarships')
      .map((a) => a.lastModified);
    expect(sitemap.articleCategories.find((c) => c.slug === 'scholarships')?.lastModified).toBe(
      scholarshipDays.sort().at(-1),
    );
    // Tag pages are exactly those the tag route serves.
    const tagSlugs = sitemap.tags.map((tag) => tag.slug);
    expect(tagSlugs).toContain('scholarships');
    expect(tagSlugs).not.toContain('pal');
    expect(sitemap.authors.map((a) => a.slug)).toContain('arjun-sharma');

    const examHub = (await get('/cms/exams')).json();
    expect(sitemap.exams.map((e) => e.slug)).toEqual(examHub.exams.map((e: { slug: string }) => e.slug));
    expect(sitemap.exams.find((e) => e.slug === 'ielts')?.pages.map((p) => p.slug)).toContain('overview');

    const kb = (await get('/cms/faq-question/category')).json();
    expect(sitemap.knowledgeBase.map((topic) => topic.slug)).toEqual(
      kb.topics.map((topic: { slug: string }) => topic.slug),
    );
    expect(sitemap.knowledgeBase[0]?.categories[0]?.questions.length).toBeGreaterThan(0);

    expect(sitemap.ebooks.length).toBeGreaterThan(10);
    expect(sitemap.consultantCities).toHaveLength(35);
    expect(sitemap.coachingCities).toHaveLength(26);
  });

  it('walks the knowledge base from topic to question', async () => {
    const home = (await get('/cms/faq-question/category')).json();
    const topic = home.topics[0];
    const category = topic.categories[0];
    const question = category.questions[0];
    const res = await get(`/cms/faq-question/${topic.slug}/${category.slug}/${question.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().question).toBe(question.question);
    expect(res.json().body[0].text).not.toBe(res.json().shortAnswer);
    expect((await get('/cms/faq-question/student-visa/narnia')).statusCode).toBe(404);
    expect(
      (await get('/cms/faq-question/work-after-study/canada')).json().questions[0].shortAnswer,
    ).toContain('three years');
  });

  it('lists 35 consultant cities and 26 IELTS coaching cities with 09:30–20:00 centres', async () => {
    expect((await get('/cms/directory/consultant')).json().cities).toHaveLength(35);
    expect((await get('/cms/directory/ielts-coaching')).json().cities).toHaveLength(26);
    const pune = (await get('/cms/directory/consultant/pune')).json();
    expect(pune.listings[0]).toMatchObject({ postalCode: '411001', city: { name: 'Pune' } });
    expect(pune.nearbyCities[0].slug).toBe('mumbai');
    expect((await get('/cms/directory/ielts-coaching/patna')).statusCode).toBe(404);
  });

  it('rates every centre by the mean of its stored, dated reviews (outside production, invented ones marked sample)', async () => {
    for (const kind of ['consultant', 'ielts-coaching']) {
      const { cities } = (await get(`/cms/directory/${kind}`)).json();
      for (const city of cities) {
        const { listings } = (await get(`/cms/directory/${kind}/${city.slug}`)).json();
        for (const listing of listings) {
          const ratings = listing.reviews.map((r: { rating: number }) => r.rating);
          expect(ratings.length, `${kind} ${city.slug}`).toBeGreaterThanOrEqual(3);
          expect(listing.reviewCount).toBe(ratings.length);
          const mean = ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length;
          expect(listing.ratingValue).toBeCloseTo(mean, 1);
        }
      }
    }
    const [mumbai] = (await get('/cms/directory/consultant/mumbai')).json().listings;
    expect(mumbai).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(mumbai.reviews[0]).toEqual({
      authorName: 'Riya D.',
      rating: 5,
      reviewedOn: '2026-09-03',
      body: expect.stringContaining('Northeastern'),
      sample: true,
    });
  });

  it('finds scholarships by country, level and amount', async () => {
    const res = (
      await get('/cms/pathway/scholarship?country=germany&level=masters&amount=up-to-10-lakh')
    ).json();
    expect(res.items.map((s: { slug: string }) => s.slug)).toEqual(['deutschlandstipendium']);
    // The top band has no ceiling: it must reach the most generous awards, not fail on a huge bound.
    const generous = await get('/cms/pathway/scholarship?country=uk&level=masters&amount=above-30-lakh');
    expect(generous.statusCode).toBe(200);
    expect(generous.json().items.map((s: { slug: string }) => s.slug)).toEqual(
      expect.arrayContaining(['chevening', 'rhodes', 'gates-cambridge']),
    );
    expect(generous.json().items.map((s: { slug: string }) => s.slug)).not.toContain('great-scholarships');
    expect((await get('/cms/pathway/scholarship?amount=lots')).statusCode).toBe(400);
  });

  it('serves branded page-builder pages with the category derived from the slug', async () => {
    const page = (await get('/cms/pages/meridian-office')).json();
    expect(page).toMatchObject({ slug: 'meridian-office', category: 'office', title: 'Meridian Offices' });
    expect(JSON.stringify(page.body)).not.toContain('{product}');
    expect((await get('/cms/pages/acme-office')).statusCode).toBe(404);
  });

  it('turns a contact message into a lead with the contact-us source and keeps the message', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/cms/contact',
      payload: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        countryCode: '+91',
        mobile: '9876543210',
        contactConsent: true,
        topic: 'visa',
        message: 'Help with my UK visa file please.',
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toContain('counsellors will be in touch');
    const lead = await leadOf(t, 'asha@example.com');
    expect(lead).toMatchObject({ name: 'Asha Rao', mobile: '+919876543210', sources: ['contact-us:visa'] });
    const [saved] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.leadId, lead!.id));
    expect(saved?.message).toBe('Help with my UK visa file please.');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/cms/contact',
      payload: {
        name: 'Asha Rao',
        email: 'asha',
        countryCode: '+91',
        mobile: '9876543210',
        contactConsent: true,
        topic: 'visa',
        message: 'Help with my UK visa file.',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.email');
  });

  it('records an accommodation enquiry as a lead with the listing and month beside it', async () => {
    const { cities } = (await get('/cms/accommodation')).json();
    const listingId = cities[0].listings[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/cms/accommodation/enquiry',
      payload: {
        name: 'Kabir Shah',
        email: 'kabir@example.com',
        countryCode: '+91',
        mobile: '9876501234',
        contactConsent: true,
        listingId,
        moveInMonth: '2027-09',
      },
    });
    expect(res.statusCode).toBe(201);
    const lead = await leadOf(t, 'kabir@example.com');
    expect(lead?.sources).toEqual(['accommodation']);
    const [saved] = await t.database.db
      .select()
      .from(accommodationEnquiries)
      .where(eq(accommodationEnquiries.leadId, lead!.id));
    expect(saved).toMatchObject({ listingId, moveInMonth: '2027-09' });
  });

  describe('refuses an accommodation enquiry it cannot act on, naming the field and keeping no lead', () => {
    const enquiry = async (email: string, fields: { listingId?: number; moveInMonth: string }) => {
      const { cities } = (await get('/cms/accommodation')).json();
      return t.app.inject({
        method: 'POST',
        url: '/cms/accommodation/enquiry',
        payload: {
          name: 'Meera Nair',
          email,
          countryCode: '+91',
          mobile: '9876505678',
          contactConsent: true,
          listingId: cities[0].listings[0].id,
          ...fields,
        },
      });
    };

    it('a move-in month that has passed', async () => {
      const now = new Date();
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const res = await enquiry('meera.past@example.com', {
        moveInMonth: lastMonth.toISOString().slice(0, 7),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        errorCode: 'BAD_REQUEST',
        message:
          'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime. (body.moveInMonth: that month has passed; please choose this month or a later one)',
        field: 'body.moveInMonth',
        detail: 'that month has passed; please choose this month or a later one',
      });
      expect(await leadOf(t, 'meera.past@example.com')).toBeUndefined();
    });

    it('a listing id that is not one we show', async () => {
      const res = await enquiry('meera.unknown@example.com', { listingId: 999_999, moveInMonth: '2099-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
      expect(res.json().message).toContain('(body.listingId: is not a listing we show)');
      expect(await leadOf(t, 'meera.unknown@example.com')).toBeUndefined();
    });
  });
});

describe('webinar: e-books', () => {
  let t: TestApp;
  let clockAheadMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + clockAheadMs) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists featured and newly added e-books', async () => {
    const featured = (await t.app.inject({ method: 'GET', url: '/webinar/ebooks?isFeatured=true' })).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((e: { isFeatured: boolean }) => e.isFeatured)).toBe(true);
  });

  it('gates the download behind the lead form and serves a PDF with the e-book title', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/webinar/ebooks/ielts-exam-guide' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/webinar/ebooks/ielts-exam-guide/download',
      payload: {
        name: 'Rahul Verma',
        email: 'rahul@example.com',
        countryCode: '+91',
        mobile: '9812345678',
        contactConsent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { mainFileUrl } = res.json();
    expect(mainFileUrl).toMatch(/^\/study-abroad\/ebooks\/download\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
    expect((await leadOf(t, 'rahul@example.com'))?.sources).toEqual(['ebook:ielts-exam-guide']);

    const token = mainFileUrl.split('/').pop();
    const file = await t.app.inject({ method: 'GET', url: `/webinar/ebooks/files/${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(before.title);
    expect(text).toContain('Listening');

    const after = (await t.app.inject({ method: 'GET', url: '/webinar/ebooks/ielts-exam-guide' })).json();
    expect(after.downloads).toBe(before.downloads + 1);

    // Pointed at another e-book, the link is not ours; after its week it has expired (ask again).
    const [encoded, expiry, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as { ebook: number };
    const otherBook = Buffer.from(JSON.stringify({ ...claims, ebook: claims.ebook + 1 })).toString(
      'base64url',
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: `/webinar/ebooks/files/${otherBook}.${expiry}.${signature}`,
    });
    expect(forged.statusCode).toBe(404);
    clockAheadMs = 8 * 24 * 60 * 60 * 1000;
    try {
      const expired = await t.app.inject({ method: 'GET', url: `/webinar/ebooks/files/${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ status: false, errorCode: 'LINK_EXPIRED' });
    } finally {
      clockAheadMs = 0;
    }
  });

  /** The text of an e-book's PDF, downloaded through the lead form as a student would. */
  const pdfTextOf = async (slug: string, mobile: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/webinar/ebooks/${slug}/download`,
      payload: {
        name: 'Meera Iyer',
        email: `meera.${mobile}@example.com`,
        countryCode: '+91',
        mobile,
        contactConsent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const token = (res.json() as { mainFileUrl: string }).mainFileUrl.split('/').pop();
    const file = await t.app.inject({ method: 'GET', url: `/webinar/ebooks/files/${token}` });
    expect(file.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), {
      mergePages: true,
    });
    return text;
  };

  it('gives the visa-resources e-book the official sites as readable addresses in its PDF', async () => {
    const text = await pdfTextOf('official-visa-application-resources', '9823456701');
    for (const site of ['gov.uk/student-visa', 'fmjfee.com', 'online.immi.gov.au', 'france-visas.gouv.fr']) {
      expect(text).toContain(site);
    }
    expect(text).toContain('Confirmation of Acceptance for Studies');
    // Links are printed as their labels, never as markdown.
    expect(text).not.toContain('](https://');
  });

  it('serves the SOP, LOR and Singapore guides with their chapters and facts', async () => {
    const sop = await pdfTextOf('sop-writing-guide', '9823456702');
    expect(sop).toContain('SOP for MS in Computer Science');
    expect(sop).toContain('SOP for MBA');
    const lor = await pdfTextOf('lor-writing-guide', '9823456703');
    expect(lor).toContain('How to Ask a Professor for an LOR');
    const singapore = (
      await t.app.inject({ method: 'GET', url: '/webinar/ebooks/study-in-singapore-guide' })
    ).json() as { title: string };
    expect(singapore.title).toBe('Study in Singapore: The Complete Guide for Indian Students');
    expect(await pdfTextOf('study-in-singapore-guide', '9823456704')).toContain('SOLAR+');
  });

  it('refuses a download without a valid mobile, naming the field, and never serves unknown files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webinar/ebooks/ielts-exam-guide/download',
      payload: {
        name: 'Rahul Verma',
        email: 'rahul.v@example.com',
        countryCode: '+91',
        mobile: '12',
        contactConsent: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.mobile');
    expect(await leadOf(t, 'rahul.v@example.com')).toBeUndefined();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/webinar/ebooks/files/c_0123456789abcdef0123456789abcdef_t0000a.bm90LXNpZ25lZA',
    });
    expect(forged.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/webinar/ebooks/files/no%20token' })).statusCode).toBe(
      400,
    );
  });
});
