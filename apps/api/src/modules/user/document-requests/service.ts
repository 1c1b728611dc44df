import { findDocumentType } from '@meridian/domain/profile/stages';
import type {
  DocumentRequest,
  DocumentRequestCreate,
  DocumentRequestList,
} from '@meridian/domain/profile/document-requests';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { findAccountById, trustedContactOf } from '#api/modules/user/accounts/service.ts';
import { documentRequestMessage } from './messages.ts';
import { listRequests, upsertOpenRequest, type DocumentRequestRow } from './repo.ts';

type RequestDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'notifier'>;

function toDocumentRequest(row: DocumentRequestRow): DocumentRequest {
  return {
    id: row.id,
    documentTypeId: row.documentTypeId,
    label: findDocumentType(row.documentTypeId)?.label ?? 'Document',
    note: row.note,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  };
}

/** `GET /user/{userId}/document-requests`: open ones first (the learner's dashboard shows those). */
export async function listDocumentRequests(db: Db, userId: string): Promise<DocumentRequestList> {
  return { requests: (await listRequests(db, userId)).map(toDocumentRequest) };
}

/**
 * `POST /user/{userId}/document-requests`: asks the learner for a document of a type, shown on their
 * dashboard until they upload one, and tells them by their verified email (SMS without one), the message queued in
 * the request's own transaction. Asking again for a type still open renews that request and sends
 * again rather than adding a second.
 */
export async function requestDocument(
  deps: RequestDeps,
  options: { userId: string; counsellorId: string; request: DocumentRequestCreate },
): Promise<DocumentRequest> {
  const { db, notifier } = deps;
  const [learner, counsellor] = await Promise.all([
    findAccountById(db, options.userId),
    findAccountById(db, options.counsellorId),
  ]);
  if (!learner) throw new AppError('NOT_FOUND', 'no such learner', { field: 'userId' });
  const { documentTypeId, note } = options.request;
  const id = await db.transaction(async (tx) => {
    const requestId = await upsertOpenRequest(tx, {
      userId: learner.id,
      documentTypeId,
      note,
      requestedBy: options.counsellorId,
      at: deps.clock(),
    });
    const message = documentRequestMessage({
      brandName: deps.config.BRAND_NAME,
      learner: { fullName: learner.fullName, ...trustedContactOf(learner) },
      counsellorName: counsellor?.fullName ?? 'Your counsellor',
      documentLabel: findDocumentType(documentTypeId)?.label ?? 'Document',
      note,
      documentsUrl: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.profile('documents')),
    });
    if (message) await notifier.enqueue(tx, message);
    return requestId;
  });
  notifier.kick();
  return (await listDocumentRequests(db, learner.id)).requests.find((r) => r.id === id)!;
}
