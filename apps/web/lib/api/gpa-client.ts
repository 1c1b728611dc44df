import { z } from 'zod';
import {
  GermanGradeResponse,
  UsGpaResponse,
  type GermanGradeRequest,
  type UsGpaRequest,
} from '@meridian/domain/calculators/schemas';
import { SavedGpa } from '@meridian/domain/calculators/saved-gpa';
import { browserClient } from './browser-client.ts';

/** The signed-in learner's GPA calls (SPEC.md §7 calculator), through the same-origin proxy. */
export function getSavedGpa(userId: string): Promise<SavedGpa | null> {
  return browserClient.request('calculator', `/user/${encodeURIComponent(userId)}/gpa`, {
    schema: SavedGpa.nullable(),
  });
}

const saved = (response: { saved?: SavedGpa | undefined }) =>
  z.object({ saved: SavedGpa }).parse(response).saved;

/** POST {calculator}/gpa/USA?save=true: converts and keeps the result on the learner's profile. */
export async function saveUsGpa(request: UsGpaRequest): Promise<SavedGpa> {
  return saved(
    await browserClient.request('calculator', '/gpa/USA', {
      method: 'POST',
      query: { save: true },
      body: request,
      schema: UsGpaResponse,
    }),
  );
}

/** POST {calculator}/gpa/DEU?save=true: the German-scale grade, kept on the learner's profile. */
export async function saveGermanGrade(request: GermanGradeRequest): Promise<SavedGpa> {
  return saved(
    await browserClient.request('calculator', '/gpa/DEU', {
      method: 'POST',
      query: { save: true },
      body: request,
      schema: GermanGradeResponse,
    }),
  );
}
