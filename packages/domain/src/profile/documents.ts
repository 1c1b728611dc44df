import { z } from 'zod';
import { PROOF_KINDS, findDocumentType } from './stages.ts';

/** SPEC.md §5: the types a document may be, judged by its bytes, and the default size limit. */
export const DOCUMENT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const DEFAULT_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
/** What the file picker offers; the server still judges the bytes. */
export const DOCUMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

const Id = z.coerce.number().int().positive();

export const DocumentTypeIdParam = z.coerce
  .number()
  .int()
  .refine((id) => findDocumentType(id) !== undefined, 'unknown document type');

/** A label tells apart two documents of one type (a second letter of recommendation). */
export const DocumentLabel = z.string().trim().min(2).max(120);

/**
 * `POST /user/{userId}/document/upload` and `PUT …/document/{documentId}` as multipart (SPEC.md §7).
 * The API reads the file into bytes (with its name) before validation; its type is judged there.
 */
export const DocumentUpload = z
  .object({
    documentTypeId: DocumentTypeIdParam,
    applicationId: Id.optional(),
    /** Set on upload to replace that document instead of adding one. */
    documentId: z.uuid().optional(),
    label: DocumentLabel.optional(),
    file: z
      .custom<UploadedFile>(
        (value) =>
          typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array,
        'please choose a file',
      )
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'DocumentUpload' });
export type DocumentUpload = z.infer<typeof DocumentUpload>;

/** A multipart file as the API hands it to validation. */
export interface UploadedFile {
  bytes: Uint8Array;
  fileName: string;
}

export const DocumentIdParams = z.object({ userId: z.uuid(), documentId: z.uuid() });

export const UserDocument = z
  .object({
    id: z.uuid(),
    documentTypeId: z.number().int(),
    stageId: z.number().int(),
    label: z.string(),
    fileName: z.string(),
    contentType: z.enum(DOCUMENT_CONTENT_TYPES),
    sizeBytes: z.number().int().nonnegative(),
    applicationId: z.number().int().nullable(),
    proof: z.enum(PROOF_KINDS).nullable(),
    uploadedAt: z.iso.datetime(),
  })
  .meta({ id: 'UserDocument' });
export type UserDocument = z.infer<typeof UserDocument>;

export const DocumentList = z.object({ documents: z.array(UserDocument) }).meta({ id: 'DocumentList' });
export type DocumentList = z.infer<typeof DocumentList>;

/** A short-lived link that serves the document's bytes to whoever holds it. */
export const DocumentViewLink = z
  .object({ url: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: 'DocumentViewLink' });
export type DocumentViewLink = z.infer<typeof DocumentViewLink>;
