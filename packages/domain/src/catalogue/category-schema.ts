import { z } from 'zod';
import { PRIMARY_CATEGORIES, type PrimaryCategorySlug } from './categories.ts';

export const PrimaryCategory = z.enum(
  PRIMARY_CATEGORIES.map((c) => c.slug) as [PrimaryCategorySlug, ...PrimaryCategorySlug[]],
);
