import type { ArticleSeed } from '../blocks.ts';
import { UK_SCHOLARSHIP_ARTICLES } from './scholarships-uk.ts';
import { WORLD_SCHOLARSHIP_ARTICLES } from './scholarships-world.ts';

export const ARTICLES: ArticleSeed[] = [...UK_SCHOLARSHIP_ARTICLES, ...WORLD_SCHOLARSHIP_ARTICLES];
