import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import {
  DOCUMENT_CONTENT_TYPES,
  type DocumentUpload,
  type DocumentViewLink,
  type UserDocument,
} from '@meridian/domain/profile/documents';
import { DOCUMENT_TYPES, findDocumentType, needsApplication, proofOf } from '@meridian/domain/profile/stages';
import type { Db } from '#api/db/client.ts';
import { lockKeys } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { sniffFileType } from '#api/platform/file-type-check.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { removeStoredFile } from '#api/platform/storage/remove-stored-file.ts';
import { findApplication, startPendingStages } from '#api/modules/user/applications/repo.ts';
import { fulfilOpenRequest } from '#api/modules/user/document-requests/repo.ts';
import {
  deleteDocument,
  documentUsage,
  findDocument,
  findLabelTaken,
  findLatestDocumentOfTypes,
  insertDocument,
  listDocuments,
  replaceDocumentFile,
  type DocumentRow,
} from './repo.ts';
import { linkClaimsOrThrow, signLink, verifyLink, type LinkKind } from '#api/platform/signed-link.ts';

/**
 * What one learner may keep: more than every stage of every application asks for, small enough
 * that one account cannot fill the store.
 */
export const DOCUMENT_QUOTA = { documents: 60, bytes: 100 * 1024 * 1024 } as const;

/**
 * A document view link works for five minutes: long enough to open it, short enough that a copied
 * link soon stops working. It names the document only; whoever holds it may view that document.
 */
const VIEW_LINK: LinkKind<{ document: string }> = {
  purpose: 'document-view',
  ttlSeconds: 5 * 60,
  claims: z.object({ document: z.uuid() }),
};

export interface DocumentDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  now: Date;
}

export function toUserDocument(row: DocumentRow): UserDocument {
  const type = findDocumentType(row.documentTypeId);
  return {
    id: row.id,
    documentTypeId: row.documentTypeId,
    stageId: type?.stageId ?? 0,
    label: row.label,
    fileName: row.fileName,
    contentType: row.contentType as UserDocument['contentType'],
    sizeBytes: row.sizeBytes,
    applicationId: row.applicationId,
    proof: type ? (proofOf(type) ?? null) : null,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** A name safe inside a `Content-Disposition` header: plain letters, digits and `._-() `. */
function safeFileName(name: string, contentType: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[^A-Za-z0-9._() -]+/g, '_')
    .slice(-120)
    .trim();
  const extension =
    contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
  return base && base !== '.' ? base : `document${extension}`;
}

export async function listUserDocuments(db: Db, userId: string): Promise<UserDocument[]> {
  return (await listDocuments(db, userId)).map(toUserDocument);
}

/**
 * Stores a new document, or a new file for `documentId`. The file is written first under a key of
 * its own, then the row in one transaction; if the row cannot be written the file is removed, and a
 * replaced file is removed only once the row points at its successor, so the row and the store
 * always agree. The upload starts its stage and fulfils the counsellor's open request of its type.
 */
export async function saveDocument(
  deps: DocumentDeps,
  options: { userId: string; upload: DocumentUpload },
): Promise<UserDocument> {
  const { db, storage, log, now } = deps;
  const { userId, upload } = options;
  const type = findDocumentType(upload.documentTypeId)!;
  const applicationId = upload.applicationId ?? null;
  if (applicationId === null && needsApplication(type)) {
    throw new AppError('BAD_REQUEST', `${type.label} belongs to an application: choose one`, {
      field: 'applicationId',
    });
  }
  if (applicationId !== null && !(await findApplication(db, { userId, applicationId }))) {
    throw new AppError('NOT_FOUND', 'no such application', { field: 'applicationId' });
  }
  if (upload.file.bytes.length === 0)
    throw new AppError('BAD_REQUEST', 'the file is empty', { field: 'file' });
  const contentType = await sniffFileType(upload.file.bytes, {
    allowed: DOCUMENT_CONTENT_TYPES,
    refusal: 'UNSUPPORTED_FILE',
    field: 'file',
  });
  const label = upload.label ?? type.label;
  const storageKey = `documents/${userId}/${randomUUID()}`;
  await storage.put(storageKey, upload.file.bytes, { contentType });

  const file = {
    fileName: safeFileName(upload.file.fileName, contentType),
    contentType,
    sizeBytes: upload.file.bytes.length,
    storageKey,
  };
  let replaced: DocumentRow | undefined;
  let saved: DocumentRow;
  try {
    saved = await db.transaction(async (tx) => {
      // One writer per learner at a time, so two uploads cannot both take a free label.
      await lockKeys(tx, [`documents:${userId}`]);
      if (upload.documentId) {
        replaced = await findDocument(tx, { documentId: upload.documentId, userId });
        if (!replaced) throw new AppError('UD_EA_4002');
      }
      const usage = await documentUsage(tx, userId);
      const documents = usage.count + (replaced ? 0 : 1);
      const bytes = usage.bytes - (replaced?.sizeBytes ?? 0) + file.sizeBytes;
      if (documents > DOCUMENT_QUOTA.documents || bytes > DOCUMENT_QUOTA.bytes) {
        throw new AppError('DOCUMENT_QUOTA_EXCEEDED');
      }
      if (await findLabelTaken(tx, { userId, applicationId, label, exceptId: upload.documentId })) {
        throw new AppError('US_DLAE_4008', `"${label}" is already uploaded`, { field: 'label' });
      }
      const changes = { ...file, applicationId, documentTypeId: type.id, label, uploadedAt: now };
      const row = replaced
        ? await replaceDocumentFile(tx, { documentId: replaced.id, changes })
        : await insertDocument(tx, { ...changes, userId });
      await startPendingStages(tx, { userId, applicationId, stageId: type.stageId, now });
      await fulfilOpenRequest(tx, { userId, documentTypeId: type.id, documentId: row.id, at: now });
      return row;
    });
  } catch (error) {
    await removeStoredFile(storage, log, storageKey);
    throw error;
  }
  if (replaced) await removeStoredFile(storage, log, replaced.storageKey);
  return toUserDocument(saved);
}

/** The row goes first: a file left behind by a failed removal is only unused, never missing. */
export async function removeDocument(
  deps: DocumentDeps,
  options: { userId: string; documentId: string },
): Promise<void> {
  const deleted = await deps.db.transaction((tx) => deleteDocument(tx, options));
  if (!deleted) throw new AppError('UD_EA_4002');
  await removeStoredFile(deps.storage, deps.log, deleted.storageKey);
}

export async function documentViewLink(
  deps: { db: Db; secret: string; now: Date },
  options: { userId: string; documentId: string },
): Promise<DocumentViewLink> {
  const row = await findDocument(deps.db, options);
  if (!row) throw new AppError('UD_EA_4002');
  return viewLinkOf({ secret: deps.secret, now: deps.now, documentId: row.id });
}

function viewLinkOf(options: { secret: string; now: Date; documentId: string }): DocumentViewLink {
  const { token, expiresAt } = signLink({
    kind: VIEW_LINK,
    secret: options.secret,
    claims: { document: options.documentId },
    now: options.now,
  });
  return { url: sitePath(siteRoutes.documentView(token)), expiresAt: expiresAt.toISOString() };
}

/** The view link of the learner's newest proof (application, offer letter, fee payment or visa). */
export async function latestProofLink(
  deps: { db: Db; secret: string; now: Date },
  userId: string,
): Promise<string | null> {
  const proofTypes = DOCUMENT_TYPES.filter((type) => proofOf(type)).map((type) => type.id);
  const row = await findLatestDocumentOfTypes(deps.db, { userId, documentTypeIds: proofTypes });
  return row ? viewLinkOf({ secret: deps.secret, now: deps.now, documentId: row.id }).url : null;
}

/** The bytes a view link grants: `LINK_EXPIRED` after its five minutes, `NOT_FOUND` if altered or gone. */
export async function openDocumentLink(
  deps: { db: Db; storage: Storage; secret: string; now: Date },
  token: string,
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const check = verifyLink({ kind: VIEW_LINK, secret: deps.secret, token, now: deps.now });
  const { document } = linkClaimsOrThrow(check, 'document view link');
  const row = await findDocument(deps.db, { documentId: document });
  if (!row) throw new AppError('UD_EA_4002');
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw new AppError('UD_EA_4002', 'the stored file is missing');
  return { bytes, contentType: row.contentType, fileName: row.fileName };
}
