import { pageOf, pageWindow } from '@meridian/domain/pagination';
import {
  programFacets,
  programMatches,
  programNamed,
  type ProgramFacets,
  type ProgramFacetsRequest,
  type ProgramRecommendationSearch,
  type ProgramSearchResponse,
  type RecommendableProgram,
} from '@meridian/domain/recommendation/program-search';
import type { RecommendedProgram, RecommendedPrograms } from '@meridian/domain/recommendation/schemas';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { recommendablePrograms } from '#api/modules/pathway/programs/service.ts';
import { favouriteIdsOf } from '#api/modules/user/courses/service.ts';
import { findRecommendedProgramIds, listProgramsOf } from './repo.ts';

/**
 * The programs a search term names. Accelerator programs are a curated list of dozens, so they are
 * filtered and counted in memory, on the whole tuition in rupees no column holds.
 */
async function namedPrograms(db: Db, searchTerm: string | undefined): Promise<RecommendableProgram[]> {
  return (await recommendablePrograms(db)).filter((program) => programNamed(program, searchTerm));
}

/** `POST v1/pathways/recommendation`: the counsellor's program search, in the listing's order, 6 a page. */
export async function searchProgramsToRecommend(
  db: Db,
  search: ProgramRecommendationSearch,
): Promise<ProgramSearchResponse> {
  const matching = (await namedPrograms(db, search.searchTerm)).filter((program) =>
    programMatches(program, search.filters),
  );
  const { offset, limit } = pageWindow(search);
  return pageOf(search, matching.slice(offset, offset + limit), matching.length);
}

/** `POST pathways/recommendation/filter`: each filter's values and counts, and the tuition range. */
export async function programFilters(db: Db, request: ProgramFacetsRequest): Promise<ProgramFacets> {
  return programFacets(await namedPrograms(db, request.searchTerm), request.filters);
}

export async function requireProgramsExist(db: Db, programIds: readonly number[]): Promise<void> {
  if (programIds.length === 0) return;
  const found = await recommendablePrograms(db, programIds);
  if (found.length !== programIds.length) {
    throw new AppError('BAD_REQUEST', 'a recommended program does not exist', { field: 'programIds' });
  }
}

/** Programs by id, each marked when it is on the learner's shortlist (their favourites). */
async function programsFor(db: Db, options: { learnerId: string; programIds: readonly number[] }) {
  const [programs, shortlist] = await Promise.all([
    recommendablePrograms(db, [...new Set(options.programIds)]),
    favouriteIdsOf(db, { userId: options.learnerId, type: 'PROGRAM' }),
  ]);
  return new Map<number, RecommendedProgram>(
    programs.map((program) => [program.id, { ...program, shortlisted: shortlist.has(program.id) }]),
  );
}

/** Each recommendation's programs, in the counsellor's order (one switched off since is left out). */
export async function programsByRecommendation(
  db: Db,
  options: { learnerId: string; recommendationIds: readonly number[] },
): Promise<(recommendationId: number) => RecommendedProgram[]> {
  const rows = await listProgramsOf(db, options.recommendationIds);
  const byId = await programsFor(db, {
    learnerId: options.learnerId,
    programIds: rows.map((r) => r.programId),
  });
  return (recommendationId) =>
    rows.flatMap((row) => {
      const program = row.recommendationId === recommendationId ? byId.get(row.programId) : undefined;
      return program ? [program] : [];
    });
}

/** `GET pathway/recommendation`: every program recommended to the learner, each once, newest first. */
export async function recommendedProgramsOf(db: Db, learnerId: string): Promise<RecommendedPrograms> {
  const ids = await findRecommendedProgramIds(db, learnerId);
  const byId = await programsFor(db, { learnerId, programIds: ids });
  return { programs: ids.flatMap((id) => byId.get(id) ?? []) };
}
