import { z } from 'zod';
import { EDUCATION_LEVELS } from './levels.ts';

export const EducationLevel = z.enum(EDUCATION_LEVELS);
export type EducationLevel = z.infer<typeof EducationLevel>;
