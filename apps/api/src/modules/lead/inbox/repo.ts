import { and, asc, count, desc, eq, exists, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { findDestination } from '@meridian/domain/destinations';
import {
  LEAD_STATUSES,
  UNASSIGNED,
  type LeadFilter,
  type LeadSort,
  type LeadSortColumn,
  type LeadStatus,
} from '@meridian/domain/lead/inbox';
import { readSort } from '@meridian/domain/list-sort';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { counsellorDesks, leadNotes, leadTouchpoints } from '#api/db/schema/lead.ts';
import { users, leads } from '#api/db/schema/people.ts';
import type { LeadRow } from '#api/modules/lead/enquiry/repo.ts';
import { firstRow } from '#api/db/first-row.ts';
import { containing } from '#api/db/escape-like.ts';
import { counselsNow } from '#api/db/counsels-now.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQL conditions of the inbox's filters. */
function conditions(db: Db, filter: LeadFilter): (SQL | undefined)[] {
  const attribution = (key: string) => sql`${leads.attribution} ->> ${key}`;
  const contains = containing(filter.q ?? '');
  return [
    filter.from ? gte(leads.createdAt, new Date(filter.from)) : undefined,
    // `to` is a whole day: everything before the next midnight (UTC).
    filter.to ? lt(leads.createdAt, new Date(Date.parse(filter.to) + DAY_MS)) : undefined,
    filter.source
      ? exists(
          db
            .select({ one: sql`1` })
            .from(leadTouchpoints)
            .where(and(eq(leadTouchpoints.leadId, leads.id), eq(leadTouchpoints.source, filter.source))),
        )
      : undefined,
    filter.form ? eq(leads.formId, filter.form) : undefined,
    filter.utmSource ? eq(attribution('utm_source'), filter.utmSource) : undefined,
    filter.utmMedium ? eq(attribution('utm_medium'), filter.utmMedium) : undefined,
    filter.utmCampaign ? eq(attribution('utm_campaign'), filter.utmCampaign) : undefined,
    filter.destination
      ? sql`${findDestination(filter.destination)!.name} = any(${leads.interestedCountries})`
      : undefined,
    filter.level ? eq(leads.interestedEducationLevel, filter.level) : undefined,
    filter.verified === 'true' ? sql`${leads.verifiedAt} is not null` : undefined,
    filter.verified === 'false' ? isNull(leads.verifiedAt) : undefined,
    filter.city ? sql`lower(${leads.city}) = lower(${filter.city})` : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.assignedTo === UNASSIGNED ? isNull(leads.assignedCounsellorId) : undefined,
    filter.assignedTo && filter.assignedTo !== UNASSIGNED
      ? eq(leads.assignedCounsellorId, filter.assignedTo)
      : undefined,
    filter.q
      ? or(ilike(leads.name, contains), ilike(leads.mobile, contains), ilike(leads.email, contains))
      : undefined,
  ];
}

/** Newest first; the id breaks ties, so pages and export batches never overlap. */
const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** What each sortable column orders by: names and cities whatever their case, statuses in pipeline order. */
const SORT_KEYS: Record<LeadSortColumn, SQL> = {
  createdAt: sql`${leads.createdAt}`,
  name: sql`lower(${leads.name})`,
  city: sql`lower(${leads.city})`,
  status: sql`array_position(${sql.param([...LEAD_STATUSES])}::text[], ${leads.status}::text)`,
};

/** The inbox's order: the chosen column (leads without a city last either way), then newest first. */
function orderOf(sort: LeadSort): SQL[] {
  const { column, descending } = readSort(sort);
  if (column === 'createdAt') return descending ? newestFirst : [asc(leads.createdAt), asc(leads.id)];
  const key = SORT_KEYS[column];
  return [descending ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, ...newestFirst];
}

export async function findLeadPage(
  db: Db,
  options: { filter: LeadFilter; sort: LeadSort; offset: number; limit: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = and(...conditions(db, options.filter));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...orderOf(options.sort))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The filtered leads in batches, newest first, each batch read after the last one's position
 * (keyset), so an export of any size holds one batch in memory and never re-skips rows.
 */
export async function* leadBatches(db: Db, filter: LeadFilter, batchSize: number): AsyncGenerator<LeadRow[]> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(leads)
      .where(
        and(
          ...conditions(db, filter),
          after
            ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export async function updateLeadAssignment(db: Db | Tx, leadId: string, counsellorId: string | null) {
  const [row] = await db
    .update(leads)
    .set({
      assignedCounsellorId: counsellorId,
      assignedAt: counsellorId ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return row !== undefined;
}

export async function updateLeadStatus(tx: Tx, leadId: string, status: LeadStatus): Promise<void> {
  await tx
    .update(leads)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(leads.id, leadId));
}

export async function insertLeadNote(tx: Tx, values: typeof leadNotes.$inferInsert): Promise<void> {
  await tx.insert(leadNotes).values(values);
}

export async function listLeadNotes(db: Db, leadId: string) {
  return db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}

/**
 * The desk of a destination that has waited longest for a lead (never-assigned desks first), marked
 * as assigned now. Only active counsellors take turns: a revoked one's desk gets no new leads. The
 * caller holds the round-robin lock, so two new leads never take the same turn.
 */
export async function takeNextDesk(tx: Tx, destinations: readonly string[]): Promise<string | undefined> {
  const desk = await firstRow(
    tx
      .select({ counsellorId: counsellorDesks.counsellorId })
      .from(counsellorDesks)
      .innerJoin(users, eq(users.id, counsellorDesks.counsellorId))
      .where(
        and(sql`${counsellorDesks.destinations} && ${sql.param([...destinations])}::text[]`, counselsNow),
      )
      .orderBy(sql`${counsellorDesks.lastAssignedAt} asc nulls first`, asc(counsellorDesks.counsellorId)),
  );
  if (!desk) return undefined;
  await tx
    .update(counsellorDesks)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(counsellorDesks.counsellorId, desk.counsellorId));
  return desk.counsellorId;
}
