import type { ArticleSeed } from '../blocks.ts';
import { CANADA_ARTICLES } from './country-canada.ts';
import { UK_ARTICLES } from './country-uk.ts';
import { USA_ARTICLES } from './country-usa.ts';
import { UK_SCHOLARSHIP_ARTICLES } from './scholarships-uk.ts';
import { WORLD_SCHOLARSHIP_ARTICLES } from './scholarships-world.ts';

export const ARTICLES: ArticleSeed[] = [
  ...UK_SCHOLARSHIP_ARTICLES,
  ...WORLD_SCHOLARSHIP_ARTICLES,
  ...USA_ARTICLES,
  ...UK_ARTICLES,
  ...CANADA_ARTICLES,
];
