import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { userDocuments } from '#api/db/schema/applications.ts';
import { firstRow } from '#api/db/first-row.ts';

export type DocumentRow = typeof userDocuments.$inferSelect;
type DocumentFile = Pick<DocumentRow, 'fileName' | 'contentType' | 'sizeBytes' | 'storageKey'>;

export async function listDocuments(db: Db, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(desc(userDocuments.uploadedAt), userDocuments.id);
}

export async function findDocument(
  db: Db | Tx,
  options: { documentId: string; userId?: string },
): Promise<DocumentRow | undefined> {
  const conditions: SQL[] = [eq(userDocuments.id, options.documentId)];
  if (options.userId) conditions.push(eq(userDocuments.userId, options.userId));
  return firstRow(
    db
      .select()
      .from(userDocuments)
      .where(and(...conditions)),
  );
}

/** How many documents a learner keeps, and their bytes together (the quota counts both). */
export async function documentUsage(tx: Tx, userId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${userDocuments.sizeBytes}), 0)::bigint`,
    })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Another document of the learner's with this label, on the same application (or none). */
export async function findLabelTaken(
  tx: Tx,
  options: { userId: string; applicationId: number | null; label: string; exceptId?: string },
): Promise<boolean> {
  const row = await firstRow(
    tx
      .select({ id: userDocuments.id })
      .from(userDocuments)
      .where(
        and(
          eq(userDocuments.userId, options.userId),
          options.applicationId === null
            ? isNull(userDocuments.applicationId)
            : eq(userDocuments.applicationId, options.applicationId),
          eq(userDocuments.label, options.label),
          options.exceptId ? ne(userDocuments.id, options.exceptId) : undefined,
        ),
      ),
  );
  return row !== undefined;
}

export async function insertDocument(
  tx: Tx,
  row: DocumentFile &
    Pick<DocumentRow, 'userId' | 'applicationId' | 'documentTypeId' | 'label' | 'uploadedAt'>,
): Promise<DocumentRow> {
  const [inserted] = await tx.insert(userDocuments).values(row).returning();
  return inserted!;
}

/** Points the document at its new file (and type, label, application when they change). */
export async function replaceDocumentFile(
  tx: Tx,
  options: {
    documentId: string;
    changes: DocumentFile & Pick<DocumentRow, 'applicationId' | 'documentTypeId' | 'label' | 'uploadedAt'>;
  },
): Promise<DocumentRow> {
  const [updated] = await tx
    .update(userDocuments)
    .set(options.changes)
    .where(eq(userDocuments.id, options.documentId))
    .returning();
  return updated!;
}

export async function deleteDocument(tx: Tx, options: { documentId: string; userId: string }) {
  const [deleted] = await tx
    .delete(userDocuments)
    .where(and(eq(userDocuments.id, options.documentId), eq(userDocuments.userId, options.userId)))
    .returning();
  return deleted;
}

/** The learner's newest document of any of these types (the proofs). */
export async function findLatestDocumentOfTypes(
  db: Db,
  options: { userId: string; documentTypeIds: readonly number[] },
): Promise<DocumentRow | undefined> {
  return firstRow(
    db
      .select()
      .from(userDocuments)
      .where(
        and(
          eq(userDocuments.userId, options.userId),
          inArray(userDocuments.documentTypeId, [...options.documentTypeIds]),
        ),
      )
      .orderBy(desc(userDocuments.uploadedAt)),
  );
}
