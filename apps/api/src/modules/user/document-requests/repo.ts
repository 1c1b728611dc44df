import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { documentRequests } from '#api/db/schema/applications.ts';
import { users } from '#api/db/schema/people.ts';

/** Opens a request, or renews the open one of that type (its note, who asked and when). */
export async function upsertOpenRequest(
  db: Db | Tx,
  values: { userId: string; documentTypeId: number; note: string; requestedBy: string; at: Date },
): Promise<number> {
  const { at, ...request } = values;
  const [row] = await db
    .insert(documentRequests)
    .values({ ...request, requestedAt: at })
    .onConflictDoUpdate({
      target: [documentRequests.userId, documentRequests.documentTypeId],
      targetWhere: isNull(documentRequests.fulfilledAt),
      set: { note: request.note, requestedBy: request.requestedBy, requestedAt: at },
    })
    .returning({ id: documentRequests.id });
  return row!.id;
}

/** The learner's requests with who asked: open ones first, each group newest first. */
export async function listRequests(db: Db, userId: string) {
  return db
    .select({
      id: documentRequests.id,
      documentTypeId: documentRequests.documentTypeId,
      note: documentRequests.note,
      requestedBy: users.fullName,
      requestedAt: documentRequests.requestedAt,
      fulfilledAt: documentRequests.fulfilledAt,
    })
    .from(documentRequests)
    .leftJoin(users, eq(users.id, documentRequests.requestedBy))
    .where(eq(documentRequests.userId, userId))
    .orderBy(
      sql`${documentRequests.fulfilledAt} is null desc`,
      desc(documentRequests.requestedAt),
      desc(documentRequests.id),
    );
}

export type DocumentRequestRow = Awaited<ReturnType<typeof listRequests>>[number];

/** Marks the learner's open request of this type fulfilled by the document just uploaded. */
export async function fulfilOpenRequest(
  tx: Tx,
  options: { userId: string; documentTypeId: number; documentId: string; at: Date },
): Promise<void> {
  await tx
    .update(documentRequests)
    .set({ fulfilledAt: options.at, documentId: options.documentId })
    .where(
      and(
        eq(documentRequests.userId, options.userId),
        eq(documentRequests.documentTypeId, options.documentTypeId),
        isNull(documentRequests.fulfilledAt),
      ),
    );
}
