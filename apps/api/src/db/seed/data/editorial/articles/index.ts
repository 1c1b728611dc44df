import type { ArticleSeed } from '../blocks.ts';
import { COMPARISON_ARTICLES } from './comparisons.ts';
import { ESSENTIALS_ARTICLES } from './essentials.ts';
import { JOBS_AND_SALARY_ARTICLES } from './jobs-and-salary.ts';
import { FINLAND_ARTICLES } from './country-finland.ts';
import { FRANCE_ARTICLES } from './country-france.ts';
import { MORE_SCHOLARSHIP_ARTICLES } from './scholarships-more.ts';
import { AUSTRALIA_ARTICLES } from './country-australia.ts';
import { GERMANY_ARTICLES } from './country-germany.ts';
import { IRELAND_ARTICLES } from './country-ireland.ts';
import { CANADA_ARTICLES } from './country-canada.ts';
import { UK_ARTICLES } from './country-uk.ts';
import { USA_ARTICLES } from './country-usa.ts';
import { UK_SCHOLARSHIP_ARTICLES } from './scholarships-uk.ts';
import { WORLD_SCHOLARSHIP_ARTICLES } from './scholarships-world.ts';
import { SOP_AND_LOR_ARTICLES } from './sop-and-lor.ts';

export const ARTICLES: ArticleSeed[] = [
  ...UK_SCHOLARSHIP_ARTICLES,
  ...WORLD_SCHOLARSHIP_ARTICLES,
  ...ESSENTIALS_ARTICLES,
  ...SOP_AND_LOR_ARTICLES,
  ...JOBS_AND_SALARY_ARTICLES,
  ...COMPARISON_ARTICLES,
  ...FRANCE_ARTICLES,
  ...FINLAND_ARTICLES,
  ...MORE_SCHOLARSHIP_ARTICLES,
  ...AUSTRALIA_ARTICLES,
  ...GERMANY_ARTICLES,
  ...IRELAND_ARTICLES,
  ...USA_ARTICLES,
  ...UK_ARTICLES,
  ...CANADA_ARTICLES,
];
