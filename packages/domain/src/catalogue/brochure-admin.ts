import { z } from 'zod';
import { StoredImage } from '../content/media.ts';
import { pageQuery, paginated } from '../pagination.ts';
import type { UploadedFile } from '../profile/documents.ts';

/** The largest brochure PDF the console takes. */
export const BROCHURE_MAX_BYTES = 20 * 1024 * 1024;

/** The PDF an admin or editor uploaded for a university, sent instead of the generated brochure. */
export const UploadedBrochure = z.object({
  fileName: z.string(),
  bytes: z.number().int().positive(),
  uploadedAt: z.iso.datetime({ offset: true }),
});

/** A university as the console's Catalogue page lists it, with what its brochure request sends. */
export const AdminUniversity = z
  .object({
    slug: z.string(),
    name: z.string(),
    countryName: z.string(),
    /** Null: the university has no brochure yet (an upload gives it one). */
    brochure: z
      .object({ title: z.string(), edition: z.string(), upload: UploadedBrochure.nullable() })
      .nullable(),
    /** The uploaded logo (null: the crest drawn from the name) and campus photo. */
    logo: StoredImage.nullable(),
    campusPhoto: StoredImage.nullable(),
  })
  .meta({ id: 'AdminUniversity' });
export type AdminUniversity = z.infer<typeof AdminUniversity>;

export const AdminUniversityList = paginated(AdminUniversity).meta({ id: 'AdminUniversityList' });
export type AdminUniversityList = z.infer<typeof AdminUniversityList>;

export const ADMIN_UNIVERSITY_PAGE_SIZE = 25;

/** `GET /pathway/admin/universities?search=&page=`: by name or slug, best ranked first. */
export const AdminUniversityQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ...pageQuery(ADMIN_UNIVERSITY_PAGE_SIZE),
});
export type AdminUniversityQuery = z.infer<typeof AdminUniversityQuery>;

/** `PUT /pathway/admin/universities/{slug}/brochure`: the PDF, as multipart field `file`. */
export const BrochureUpload = z
  .object({
    file: z
      .custom<UploadedFile>(
        (value) =>
          typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array,
        'choose the brochure’s PDF file',
      )
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'BrochureUpload' });
export type BrochureUpload = z.infer<typeof BrochureUpload>;
