import { z } from 'zod';
import { DocumentTypeIdParam } from './documents.ts';

/** `POST /user/{userId}/document-requests`: a counsellor asks the learner for a document of a type. */
export const DocumentRequestCreate = z
  .object({
    documentTypeId: DocumentTypeIdParam,
    /** What the counsellor wants to say with it ("the colour scan of every page"). */
    note: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'DocumentRequestCreate' });
export type DocumentRequestCreate = z.infer<typeof DocumentRequestCreate>;
export type DocumentRequestCreateInput = z.input<typeof DocumentRequestCreate>;

export const DocumentRequest = z
  .object({
    id: z.number().int(),
    documentTypeId: z.number().int(),
    /** The document type's name, e.g. "Passport". */
    label: z.string(),
    note: z.string(),
    /** Who asked; null once their account is gone. */
    requestedBy: z.string().nullable(),
    requestedAt: z.iso.datetime(),
    /** When an upload of that type fulfilled it; null while it is open. */
    fulfilledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DocumentRequest' });
export type DocumentRequest = z.infer<typeof DocumentRequest>;

/** The learner's document requests, open ones first, each group newest first. */
export const DocumentRequestList = z
  .object({ requests: z.array(DocumentRequest) })
  .meta({ id: 'DocumentRequestList' });
export type DocumentRequestList = z.infer<typeof DocumentRequestList>;
