import type { ArticleSeed } from '../blocks.ts';
import { AUSTRALIA_ARTICLES } from './country-australia.ts';
import { GERMANY_ARTICLES } from './country-germany.ts';
import { IRELAND_ARTICLES } from './country-ireland.ts';
import { UK_SCHOLARSHIP_ARTICLES } from './scholarships-uk.ts';
import { WORLD_SCHOLARSHIP_ARTICLES } from './scholarships-world.ts';

export const ARTICLES: ArticleSeed[] = [
  ...UK_SCHOLARSHIP_ARTICLES,
  ...WORLD_SCHOLARSHIP_ARTICLES,
  ...AUSTRALIA_ARTICLES,
  ...GERMANY_ARTICLES,
  ...IRELAND_ARTICLES,
];
