import type { ArticleSeed } from '../blocks.ts';
import { FINLAND_ARTICLES } from './country-finland.ts';
import { FRANCE_ARTICLES } from './country-france.ts';
import { MORE_SCHOLARSHIP_ARTICLES } from './scholarships-more.ts';
import { UK_SCHOLARSHIP_ARTICLES } from './scholarships-uk.ts';
import { WORLD_SCHOLARSHIP_ARTICLES } from './scholarships-world.ts';

export const ARTICLES: ArticleSeed[] = [
  ...UK_SCHOLARSHIP_ARTICLES,
  ...WORLD_SCHOLARSHIP_ARTICLES,
  ...FRANCE_ARTICLES,
  ...FINLAND_ARTICLES,
  ...MORE_SCHOLARSHIP_ARTICLES,
];
