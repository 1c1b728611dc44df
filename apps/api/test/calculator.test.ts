import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CategoryCostResponse,
  CategoryListResponse,
  EducationLoanResponse,
} from '@meridian/domain/calculators/schemas';
import { cityCosts, expenseCategories, expenseCities } from '#api/db/schema/calculator.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { assignLearner, createUser, type TestUser } from './profile-fixtures.ts';

const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';

describe('calculator service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });
  const expectBadField = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: boolean; errorCode: string; message: string };
    expect(body).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
    expect(body.message.startsWith(GENERIC)).toBe(true);
    expect(body.message).toContain(field);
  };

  describe('IELTS band', () => {
    it('rounds a mean of 6.25 up to 6.5 and converts raw scores', async () => {
      const bands = await post('/calculator/ielts-band', {
        listening: 6.5,
        reading: 6.5,
        writing: 5,
        speaking: 7,
      });
      expect(bands.statusCode).toBe(200);
      expect(bands.json()).toEqual({
        overall: 6.5,
        listening: 6.5,
        reading: 6.5,
        writing: 5,
        speaking: 7,
        convertedFromRaw: [],
      });
      const raw = await post('/calculator/ielts-band', {
        listeningRaw: 35,
        readingRaw: 33,
        module: 'academic',
        writing: 7,
        speaking: 7.5,
      });
      expect(raw.json()).toMatchObject({ overall: 7.5, listening: 8, reading: 7.5 });
    });

    it('names the field for a band off the half-band grid, a wrong type or a missing skill', async () => {
      expectBadField(
        await post('/calculator/ielts-band', { listening: 6.3, reading: 6, writing: 6, speaking: 6 }),
        'body.listening',
      );
      expectBadField(
        await post('/calculator/ielts-band', { listening: 6, reading: '6', writing: 6, speaking: 6 }),
        'body.reading',
      );
      expectBadField(
        await post('/calculator/ielts-band', { listening: 6, reading: 6, writing: 6 }),
        'body.speaking',
      );
      expectBadField(
        await post('/calculator/ielts-band', {
          listening: 6,
          readingRaw: 41,
          module: 'academic',
          writing: 6,
          speaking: 6,
        }),
        'body.readingRaw',
      );
    });
  });

  describe('education loan', () => {
    it('answers the published ₹10 lakh at 9 % for 120 months example', async () => {
      const res = await post('/calculator/education-loan', {
        principal: 1_000_000,
        annualRate: 9,
        tenureMonths: 120,
      });
      expect(res.statusCode).toBe(200);
      const loan = EducationLoanResponse.parse(res.json());
      expect(loan.emi.toFixed(2)).toBe('12667.58');
      expect(Math.round(loan.totalInterest)).toBe(520_109);
      expect(loan.schedule).toHaveLength(120);
      expect(loan.schedule.at(-1)?.balance).toBe(0);
    });

    it('capitalises moratorium interest before the EMIs start', async () => {
      const res = await post('/calculator/education-loan', {
        principal: 2_000_000,
        annualRate: 10,
        tenureMonths: 84,
        moratoriumMonths: 24,
        interestDuringMoratorium: 'simple-capitalised',
      });
      expect(res.json()).toMatchObject({ moratoriumInterest: 400_000, principalAtRepaymentStart: 2_400_000 });
    });

    it('refuses a negative principal, a fractional tenure and a rate out of range', async () => {
      expectBadField(
        await post('/calculator/education-loan', { principal: -5, annualRate: 9, tenureMonths: 120 }),
        'body.principal',
      );
      expectBadField(
        await post('/calculator/education-loan', { principal: 500_000, annualRate: 9, tenureMonths: 12.5 }),
        'body.tenureMonths',
      );
      expectBadField(
        await post('/calculator/education-loan', { principal: 500_000, annualRate: 45, tenureMonths: 60 }),
        'body.annualRate',
      );
    });
  });

  describe('grades', () => {
    it('converts a CGPA to the US scale and a grade to the German scale', async () => {
      expect((await post('/calculator/gpa/USA', { cgpa: 8, scale: 10 })).json()).toEqual({ gpa: 3.2 });
      expect(
        (await post('/calculator/gpa/DEU', { grade: 7.5, maxGrade: 10, minPassGrade: 4 })).json(),
      ).toEqual({
        germanGrade: 2.2,
      });
    });

    it('names the field for a CGPA above its scale, an unknown scale and an inverted pass mark', async () => {
      expectBadField(await post('/calculator/gpa/USA', { cgpa: 11, scale: 10 }), 'body.cgpa');
      expectBadField(await post('/calculator/gpa/USA', { cgpa: 3, scale: 6 }), 'body.scale');
      expectBadField(
        await post('/calculator/gpa/DEU', { grade: 7, maxGrade: 10, minPassGrade: 12 }),
        'body.minPassGrade',
      );
    });

    describe('a saved GPA', () => {
      const save = (user: TestUser | undefined, scale: 'USA' | 'DEU', payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/calculator/gpa/${scale}?save=true`,
          payload,
          headers: user ? { authorization: user.authorization } : {},
        });
      const read = (user: TestUser, owner: TestUser) =>
        t.app.inject({
          method: 'GET',
          url: `/calculator/user/${owner.id}/gpa`,
          headers: { authorization: user.authorization },
        });

      it('is kept on the learner’s profile, the latest in place of the one before, and read by them', async () => {
        const learner = await createUser(t, { fullName: 'Kavya Iyer' });
        expect((await read(learner, learner)).json()).toBeNull();

        const us = await save(learner, 'USA', { cgpa: 8.5, scale: 10 });
        expect(us.statusCode, us.body).toBe(200);
        expect(us.json()).toMatchObject({ gpa: 3.4, saved: { scale: 'USA', value: 3.4 } });
        expect((await read(learner, learner)).json()).toMatchObject({ scale: 'USA', value: 3.4 });

        await save(learner, 'DEU', { grade: 7.5, maxGrade: 10, minPassGrade: 4 });
        const german = (await read(learner, learner)).json() as {
          scale: string;
          value: number;
          savedAt: string;
        };
        expect(german).toMatchObject({ scale: 'DEU', value: 2.2 });
        expect(Date.parse(german.savedAt)).not.toBeNaN();
      });

      it('is refused to another learner (403), read by the learner’s counsellor, and never saved for a guest', async () => {
        const learner = await createUser(t, { fullName: 'Meera Pillai' });
        const other = await createUser(t, { fullName: 'Arjun Nair' });
        const counsellor = await createUser(t, {
          fullName: 'Sana Khan',
          permissions: ['view_recommendation'],
        });
        await assignLearner(t, learner, counsellor);
        await save(learner, 'USA', { cgpa: 9, scale: 10 });

        const refused = await read(other, learner);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ status: false, errorCode: 'FORBIDDEN' });
        expect((await read(counsellor, learner)).json()).toMatchObject({ scale: 'USA', value: 3.6 });

        expect((await save(undefined, 'USA', { cgpa: 9, scale: 10 })).statusCode).toBe(401);
        expect((await post('/calculator/gpa/USA', { cgpa: 9, scale: 10 })).json()).toEqual({ gpa: 3.6 });
      });
    });

    it('lists grading systems with the defaults each conversion needs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/calculator/grade-type' });
      const systems = res.json() as { id: string; maxGrade: number; minPassGrade: number | null }[];
      expect(systems.find((s) => s.id === 'cgpa-10')).toMatchObject({ maxGrade: 10, minPassGrade: 4 });
      expect(systems.map((s) => s.id)).toContain('percentage');
    });

    it('converts SGPA with each university formula', async () => {
      const results = await Promise.all(
        (['vtu', 'cbse', 'mumbai', 'linear'] as const).map(async (formula) => [
          formula,
          (await post('/calculator/sgpa-to-percentage', { sgpa: 8, formula })).json(),
        ]),
      );
      expect(Object.fromEntries(results)).toEqual({
        vtu: { percentage: 72.5 },
        cbse: { percentage: 76 },
        mumbai: { percentage: 68 },
        linear: { percentage: 80 },
      });
      expectBadField(
        await post('/calculator/sgpa-to-percentage', { sgpa: 8, formula: 'anna' }),
        'body.formula',
      );
      expectBadField(
        await post('/calculator/sgpa-to-percentage', { sgpa: 10.5, formula: 'vtu' }),
        'body.sgpa',
      );
    });
  });

  describe('expense', () => {
    it('lists the nine categories on page 1, and pages by size', async () => {
      const all = CategoryListResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/calculator/category' })).json(),
      );
      expect(all).toMatchObject({ page: 1, size: 30, total: 9 });
      expect(all.items.map((c) => c.slug)).toEqual([
        'tuition',
        'accommodation-on-campus',
        'accommodation-off-campus',
        'food',
        'transport',
        'insurance',
        'visa',
        'flights',
        'miscellaneous',
      ]);
      const second = CategoryListResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/calculator/category?page=2&size=4' })).json(),
      );
      expect(second.items.map((c) => c.slug)).toEqual(['transport', 'insurance', 'visa', 'flights']);
      expectBadField(
        await t.app.inject({ method: 'GET', url: '/calculator/category?size=31' }),
        'querystring.size',
      );
    });

    it('gives UK city costs with sources, the official proof of funds and INR totals at the stored rate', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/calculator/category-cost/uk' });
      expect(res.statusCode).toBe(200);
      const uk = CategoryCostResponse.parse(res.json());
      expect(uk.intake.name).toBe('September 2027');
      expect(uk.cities.map((c) => c.name)).toEqual(['London', 'Manchester']);
      expect(uk.proofOfFunds.map((f) => [f.currency, f.amountMinor, f.period])).toEqual([
        ['GBP', 152_900, 'month'],
        ['GBP', 117_100, 'month'],
      ]);
      expect(uk.exchangeRates).toContainEqual({ currency: 'GBP', inrPerUnit: 117, asOf: '2026-11-01' });

      const london = uk.cities[0]!;
      const rent = london.items.find((i) => i.categorySlug === 'accommodation-off-campus')!;
      expect(rent).toMatchObject({
        currency: 'GBP',
        amountMinor: 105_000,
        period: 'month',
        firstYearMinor: 1_260_000,
      });
      expect(rent.firstYearInrMinor).toBe(12_600 * 117 * 100);
      expect(rent.source.length).toBeGreaterThan(3);
      const flight = london.items.find((i) => i.categorySlug === 'flights')!;
      expect(flight).toMatchObject({ currency: 'INR', firstYearInrMinor: 4_500_000 });
      expect(london.firstYearInrMinor).toBe(london.items.reduce((sum, i) => sum + i.firstYearInrMinor, 0));
    });

    it('uses the official German, Canadian and Australian proof-of-funds figures', async () => {
      const figure = async (slug: string) =>
        CategoryCostResponse.parse(
          (await t.app.inject({ method: 'GET', url: `/calculator/category-cost/${slug}` })).json(),
        ).proofOfFunds[0];
      expect(await figure('germany')).toMatchObject({
        currency: 'EUR',
        amountMinor: 1_190_400,
        period: 'year',
      });
      expect(await figure('canada')).toMatchObject({ currency: 'CAD', amountMinor: 2_289_500 });
      expect(await figure('australia')).toMatchObject({ currency: 'AUD', amountMinor: 2_971_000 });
    });

    it('keeps only the chosen categories and totals just those', async () => {
      const categories = CategoryListResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/calculator/category' })).json(),
      ).items;
      const ids = categories
        .filter((c) => ['tuition', 'accommodation-on-campus'].includes(c.slug))
        .map((c) => c.id);
      const res = await t.app.inject({
        method: 'GET',
        url: `/calculator/category-cost/germany?categoryId=${ids.join(',')}`,
      });
      const germany = CategoryCostResponse.parse(res.json());
      const munich = germany.cities.find((c) => c.name === 'Munich')!;
      expect(munich.items.map((i) => i.categorySlug)).toEqual(['tuition', 'accommodation-on-campus']);
      // €12,000 tuition + 12 × €420 halls = €17,040 at ₹103.
      expect(munich.firstYearInrMinor).toBe(17_040 * 103 * 100);

      const repeated = await t.app.inject({
        method: 'GET',
        url: `/calculator/category-cost/germany?${ids.map((id) => `categoryId=${id}`).join('&')}`,
      });
      expect(repeated.json()).toEqual(res.json());
    });

    it('applies a newer figure only to intakes starting after it takes effect', async () => {
      const [tuition] = await t.database.db
        .select()
        .from(expenseCategories)
        .where(eq(expenseCategories.slug, 'tuition'));
      const [london] = await t.database.db
        .select()
        .from(expenseCities)
        .where(eq(expenseCities.slug, 'london'));
      await t.database.db.insert(cityCosts).values({
        cityId: london!.id,
        categoryId: tuition!.id,
        currency: 'GBP',
        amountMinor: 36_000_00,
        source: 'UCL — Tuition fees',
        sourceUrl: 'https://www.ucl.ac.uk/students/fees-and-funding/tuition-fees',
        asOf: '2026-11-15',
        validFrom: '2028-01-01',
      });
      const uk = CategoryCostResponse.parse(
        (
          await t.app.inject({ method: 'GET', url: `/calculator/category-cost/uk?categoryId=${tuition!.id}` })
        ).json(),
      );
      const [september, january] = uk.intakes;
      const tuitionFor = async (intakeId: number) =>
        CategoryCostResponse.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/calculator/category-cost/uk?categoryId=${tuition!.id}&intake=${intakeId}`,
            })
          ).json(),
        ).cities[0]!.items[0]!.amountMinor;
      expect(await tuitionFor(september!.id)).toBe(33_000_00);
      expect(await tuitionFor(january!.id)).toBe(36_000_00);
    });

    it('answers 404 for a country without data and 400 naming a bad category or intake', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/calculator/category-cost/vanuatu' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: false, errorCode: 'NOT_FOUND', message: GENERIC });
      expectBadField(
        await t.app.inject({ method: 'GET', url: '/calculator/category-cost/uk?categoryId=1,abc' }),
        'querystring.categoryId',
      );
      expectBadField(
        await t.app.inject({ method: 'GET', url: '/calculator/category-cost/uk?categoryId=9999' }),
        'query.categoryId',
      );
      const usa = CategoryCostResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/calculator/category-cost/usa' })).json(),
      );
      expectBadField(
        await t.app.inject({ method: 'GET', url: `/calculator/category-cost/uk?intake=${usa.intake.id}` }),
        'query.intake',
      );
    });

    it('lists the countries with cost data', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/calculator/country' });
      expect((res.json() as { slug: string }[]).map((c) => c.slug)).toEqual([
        'australia',
        'germany',
        'canada',
        'usa',
        'uk',
      ]);
    });
  });
});
