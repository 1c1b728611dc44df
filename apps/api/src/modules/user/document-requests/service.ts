import { findDocumentType } from '@meridian/domain/profile/stages';
import type {
  DocumentRequest,
  DocumentRequestCreate,
  DocumentRequestList,
} from '@meridian/domain/profile/document-requests';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { sendOrFail } from '../../../platform/notifier/send-or-fail.ts';
import { findAccountById } from '../service.ts';
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
 * The learner's email (SMS without one) about the request. One function, so the message can move
 * to the outbox of the request's transaction in one place.
 */
async function sendDocumentRequest(
  deps: RequestDeps,
  options: {
    learner: { fullName: string; email: string | null; mobile: string | null };
    counsellorName: string;
    request: DocumentRequest;
  },
): Promise<void> {
  const message = documentRequestMessage({
    brandName: deps.config.BRAND_NAME,
    learner: options.learner,
    counsellorName: options.counsellorName,
    documentLabel: options.request.label,
    note: options.request.note,
    documentsUrl: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.profile('documents')),
  });
  if (message) await sendOrFail(deps.notifier, message);
}

/**
 * `POST /user/{userId}/document-requests`: asks the learner for a document of a type, shown on their
 * dashboard until they upload one, and tells them by email. Asking again for a type still open
 * renews that request (and its email) rather than adding a second, so a retry after a failed
 * delivery is safe.
 */
export async function requestDocument(
  deps: RequestDeps,
  options: { userId: string; counsellorId: string; request: DocumentRequestCreate },
): Promise<DocumentRequest> {
  const { db } = deps;
  const [learner, counsellor] = await Promise.all([
    findAccountById(db, options.userId),
    findAccountById(db, options.counsellorId),
  ]);
  if (!learner) throw new AppError('NOT_FOUND', 'no such learner', { field: 'userId' });
  const id = await upsertOpenRequest(db, {
    userId: learner.id,
    documentTypeId: options.request.documentTypeId,
    note: options.request.note,
    requestedBy: options.counsellorId,
    at: deps.clock(),
  });
  const request = (await listDocumentRequests(db, learner.id)).requests.find((r) => r.id === id)!;
  await sendDocumentRequest(deps, {
    learner,
    counsellorName: counsellor?.fullName ?? 'Your counsellor',
    request,
  });
  return request;
}
