import { z } from 'zod';
import { CounsellorRef, UNASSIGNED } from '../lead/inbox.ts';
import { sortQuery, type ListSort } from '../list-sort.ts';
import { pageQuery, paginated } from '../pagination.ts';

/** Learners a page of the console's list shows. */
export const LEARNER_PAGE_SIZE = 20;

export const LEARNER_SORT_COLUMNS = ['fullName', 'registeredAt'] as const;
export type LearnerSortColumn = (typeof LEARNER_SORT_COLUMNS)[number];
export type LearnerSort = ListSort<LearnerSortColumn>;
export const DEFAULT_LEARNER_SORT: LearnerSort = '-registeredAt';

/** The list's filters: the counsellor (an admin's choice; `none` for nobody's) and a search. */
export const LearnerFilter = z.object({
  counsellorId: z.union([z.uuid(), z.literal(UNASSIGNED)]).optional(),
  /** Part of the name, mobile or email. */
  q: z.string().trim().min(2).max(100).optional(),
});
export type LearnerFilter = z.infer<typeof LearnerFilter>;

/**
 * `GET /user/admin/learners`: a counsellor's own learners, or, for an admin, every learner (by the
 * counsellor their lead is assigned to).
 */
export const LearnerListQuery = LearnerFilter.extend({
  ...pageQuery(LEARNER_PAGE_SIZE),
  sort: sortQuery(LEARNER_SORT_COLUMNS, DEFAULT_LEARNER_SORT),
});
export type LearnerListQuery = z.infer<typeof LearnerListQuery>;

/** One learner of the list: who, how to reach them, and who looks after them. */
export const LearnerSummary = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    paidUser: z.boolean(),
    counsellor: CounsellorRef.nullable(),
    leadId: z.uuid().nullable(),
    registeredAt: z.iso.datetime(),
  })
  .meta({ id: 'LearnerSummary' });
export type LearnerSummary = z.infer<typeof LearnerSummary>;

export const LearnerPage = paginated(LearnerSummary).meta({ id: 'LearnerPage' });
export type LearnerPage = z.infer<typeof LearnerPage>;
