import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminUniversity,
  AdminUniversityList,
  AdminUniversityQuery,
} from '@meridian/domain/catalogue/brochure-admin';
import type { UploadedFile } from '@meridian/domain/profile/documents';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { sniffFileType } from '#api/platform/file-type-check.ts';
import { removeStoredFile } from '#api/platform/storage/remove-stored-file.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { saveAudited, type AuditedKind, type EditorChange } from '#api/platform/audit/audited.ts';
import {
  findAdminUniversity,
  findAdminUniversityPage,
  upsertBrochure,
  type AdminUniversityRow,
} from './admin.repo.ts';

/** A university's brochure as the audit log keeps it: its names, and the uploaded PDF if any. */
interface BrochureRecord extends Record<string, unknown> {
  universitySlug: string;
  title: string;
  edition: string;
  updatedOn: string;
  fileKey: string | null;
  fileName: string | null;
  fileBytes: number | null;
  uploadedAt: string | null;
}

const NO_UPLOAD = { fileKey: null, fileName: null, fileBytes: null, uploadedAt: null };

function recordOf(row: AdminUniversityRow): BrochureRecord | undefined {
  const { brochure } = row;
  if (!brochure) return undefined;
  return {
    universitySlug: row.slug,
    title: brochure.title,
    edition: brochure.edition,
    updatedOn: brochure.updatedOn,
    fileKey: brochure.fileKey,
    fileName: brochure.fileName,
    fileBytes: brochure.fileBytes,
    uploadedAt: brochure.uploadedAt?.toISOString() ?? null,
  };
}

/**
 * Brochures as audited records. A replaced or removed PDF stays in storage, so a restore from the
 * history brings it back; a file gone from storage falls back to the generated brochure.
 */
export const brochureKind: AuditedKind<BrochureRecord> = {
  entity: 'brochure',
  noun: 'a brochure',
  keyOf: (record) => record.universitySlug,
  async load(db, slug) {
    const row = await findAdminUniversity(db, slug);
    return row && recordOf(row);
  },
  async save(tx, record) {
    const university = await findAdminUniversity(tx, record.universitySlug);
    if (!university) throw new AppError('NOT_FOUND', `no university ${record.universitySlug}`);
    const { universitySlug: _slug, uploadedAt, ...columns } = record;
    await upsertBrochure(tx, university.id, {
      ...columns,
      uploadedAt: uploadedAt ? new Date(uploadedAt) : null,
    });
  },
  parse: (stored) => stored as BrochureRecord,
  cacheTags: (record) => [`university:${record.universitySlug}`],
};

function toAdminUniversity(row: AdminUniversityRow): AdminUniversity {
  const { brochure } = row;
  return {
    slug: row.slug,
    name: row.name,
    countryName: row.countryName,
    logo: row.logo,
    campusPhoto: row.campusPhoto,
    brochure: brochure && {
      title: brochure.title,
      edition: brochure.edition,
      upload:
        brochure.fileKey && brochure.fileName && brochure.fileBytes && brochure.uploadedAt
          ? {
              fileName: brochure.fileName,
              bytes: brochure.fileBytes,
              uploadedAt: brochure.uploadedAt.toISOString(),
            }
          : null,
    },
  };
}

/** `GET /pathway/admin/universities`. */
export async function listAdminUniversities(
  db: Db,
  query: AdminUniversityQuery,
): Promise<AdminUniversityList> {
  const { rows, total } = await findAdminUniversityPage(db, { search: query.search, ...pageWindow(query) });
  return pageOf(query, rows.map(toAdminUniversity), total);
}

async function universityOrThrow(db: Db, slug: string): Promise<AdminUniversityRow> {
  const row = await findAdminUniversity(db, slug);
  if (!row) throw new AppError('NOT_FOUND', `no university ${slug}`, { field: 'slug' });
  return row;
}

/** A brochure for a university that has none yet: named after it, this academic year's edition. */
function newBrochure(row: AdminUniversityRow, now: Date): BrochureRecord {
  const year = now.getUTCFullYear();
  return {
    universitySlug: row.slug,
    title: `${row.name}: international student brochure`,
    edition: `${year}–${String(year + 1).slice(2)}`,
    updatedOn: now.toISOString().slice(0, 10),
    ...NO_UPLOAD,
  };
}

/**
 * `PUT /pathway/admin/universities/{slug}/brochure`: a PDF (checked by its bytes) becomes what the
 * brochure request sends, replacing any earlier upload; a university without a brochure gets one.
 */
export async function uploadBrochure(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  slug: string,
  file: UploadedFile,
  change: EditorChange,
): Promise<AdminUniversity> {
  const { db, storage } = deps;
  const university = await universityOrThrow(db, slug);
  if (file.bytes.length === 0) throw new AppError('BAD_REQUEST', 'the file is empty', { field: 'file' });
  const contentType = await sniffFileType(file.bytes, {
    allowed: ['application/pdf'],
    refusal: 'UNSUPPORTED_PDF',
    field: 'file',
  });
  const fileKey = `brochures/${slug}/${randomUUID()}.pdf`;
  await storage.put(fileKey, file.bytes, { contentType });
  const record: BrochureRecord = {
    ...(recordOf(university) ?? newBrochure(university, change.now)),
    updatedOn: change.now.toISOString().slice(0, 10),
    fileKey,
    // Shown in the console only; the download is always named after the university.
    fileName: file.fileName.split(/[\\/]/).pop()!.slice(-200) || 'brochure.pdf',
    fileBytes: file.bytes.length,
    uploadedAt: change.now.toISOString(),
  };
  try {
    await saveAudited(db, brochureKind, record, {
      ...change,
      action: university.brochure ? 'update' : 'create',
    });
  } catch (error) {
    await removeStoredFile(storage, deps.log, fileKey);
    throw error;
  }
  return toAdminUniversity(await universityOrThrow(db, slug));
}

/** `DELETE /pathway/admin/universities/{slug}/brochure`: the generated brochure is sent again. */
export async function removeBrochureUpload(
  db: Db,
  slug: string,
  change: EditorChange,
): Promise<AdminUniversity> {
  const university = await universityOrThrow(db, slug);
  const record = recordOf(university);
  if (!record?.fileKey) {
    throw new AppError('BAD_REQUEST', 'This university has no uploaded brochure to remove.', {
      field: 'slug',
    });
  }
  await saveAudited(
    db,
    brochureKind,
    { ...record, ...NO_UPLOAD, updatedOn: change.now.toISOString().slice(0, 10) },
    { ...change, action: 'update' },
  );
  return toAdminUniversity(await universityOrThrow(db, slug));
}
