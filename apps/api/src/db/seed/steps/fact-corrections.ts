import { and, eq } from 'drizzle-orm';
import { ContentBody } from '@meridian/domain/content/blocks';
import { CountryContent } from '@meridian/domain/country/schemas';
import { Faq } from '@meridian/domain/faq';
import { proofOfFunds } from '../../schema/calculator.ts';
import { cities } from '../../schema/catalogue.ts';
import { countryPages } from '../../schema/content.ts';
import { articles } from '../../schema/articles.ts';
import { examPages } from '../../schema/exams.ts';
import { scholarships } from '../../schema/scholarships.ts';
import { PROOF_OF_FUNDS } from '../data/calculator/proof-of-funds.ts';
import { COUNTRY_RULES } from '../data/catalogue/country-rules.ts';
import { COUNTRY_CONTENT } from '../data/countries/index.ts';
import { ARTICLES } from '../data/editorial/articles/index.ts';
import { buildExamPages } from '../data/editorial/exams/build-exam-pages.ts';
import { ALL_EXAM_FACTS } from '../data/editorial/exams/index.ts';
import { OTHER_EXAM_PAGES } from '../data/editorial/exams/other-exams.ts';
import { SCHOLARSHIPS } from '../data/editorial/scholarships.ts';
import { iso3OfDestination } from '../destination-iso3.ts';
import type { SeedStep } from '../seed-step.ts';

/** Pages whose facts the November 2026 check corrected (UK visa funds, SAT, ACT, USMLE, Sydney Scholars). */
const CORRECTED_ARTICLES = [
  'uk-student-visa',
  'study-in-uk',
  'cost-of-studying-in-uk',
  'cost-of-living-in-uk',
  'documents-required-to-study-abroad',
  'how-to-choose-a-study-abroad-country',
  'student-visa-interview-tips',
  'sydney-scholars-india-scholarship',
  'scholarships-in-australia',
  'australia-awards-scholarship',
];
const CORRECTED_EXAMS = ['sat', 'act'];
const CORRECTED_OTHER_EXAM_PAGES = ['usmle'];
const CORRECTED_SCHOLARSHIPS = ['sydney-scholars-india'];
const CORRECTED_COUNTRIES = ['uk'];
/** The UK living costs the catalogue's cities carried before, in pence: outside London, London. */
const SUPERSEDED_UK_MONTHLY_MINOR = { elsewhere: 1_136_00, london: 1_483_00 };

/**
 * Brings a database seeded before the November 2026 fact check up to date: the corrected pages are
 * rewritten from the seed (the corrections outrank an earlier edit of those pages), the current
 * UK proof-of-funds rows join the superseded ones they replace, and the catalogue's UK city living
 * costs move to the current amounts. On a database seeded since, it changes nothing.
 */
export const factCorrectionsStep: SeedStep = {
  name: 'fact-corrections-2026-11-v1',
  async run(tx) {
    for (const article of ARTICLES.filter((a) => CORRECTED_ARTICLES.includes(a.slug))) {
      await tx
        .update(articles)
        .set({ body: ContentBody.parse(article.body), faqs: article.faqs.map((f) => Faq.parse(f)) })
        .where(eq(articles.slug, article.slug));
    }

    const pages = [
      ...ALL_EXAM_FACTS.filter((e) => CORRECTED_EXAMS.includes(e.slug)).flatMap(buildExamPages),
      ...OTHER_EXAM_PAGES.filter((p) => CORRECTED_OTHER_EXAM_PAGES.includes(p.slug)),
    ];
    for (const page of pages) {
      await tx
        .update(examPages)
        .set({ title: page.title, summary: page.summary, body: ContentBody.parse(page.body) })
        .where(and(eq(examPages.examSlug, page.examSlug), eq(examPages.slug, page.slug)));
    }

    for (const { slug, levels, ...scholarship } of SCHOLARSHIPS.filter((s) =>
      CORRECTED_SCHOLARSHIPS.includes(s.slug),
    )) {
      await tx
        .update(scholarships)
        .set({ ...scholarship, levels: [...levels] })
        .where(eq(scholarships.slug, slug));
    }

    for (const content of COUNTRY_CONTENT.filter((c) => CORRECTED_COUNTRIES.includes(c.slug))) {
      await tx
        .update(countryPages)
        .set({ content: CountryContent.parse(content) })
        .where(eq(countryPages.iso3, iso3OfDestination(content.slug)));
    }

    await tx
      .insert(proofOfFunds)
      .values(
        PROOF_OF_FUNDS.filter((row) => row.countrySlug === 'uk').map(({ countrySlug, ...row }) => ({
          countryIso3: iso3OfDestination(countrySlug),
          ...row,
        })),
      )
      .onConflictDoNothing();

    const uk = COUNTRY_RULES.uk!;
    const current = { elsewhere: uk.monthlyLiving, london: uk.cityLiving?.London ?? uk.monthlyLiving };
    for (const where of ['elsewhere', 'london'] as const) {
      await tx
        .update(cities)
        .set({ monthlyLivingMinor: current[where] * 100 })
        .where(
          and(
            eq(cities.countryIso3, iso3OfDestination('uk')),
            eq(cities.monthlyLivingMinor, SUPERSEDED_UK_MONTHLY_MINOR[where]),
          ),
        );
    }
  },
};
