import { SeoMetaInput, type AdminSeoMeta, type AdminSeoMetaList } from '@meridian/domain/seo/seo-meta-admin';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  deleteAudited,
  saveAudited,
  type AuditedKind,
  type EditorChange,
} from '#api/platform/audit/audited.ts';
import { deleteSeoMeta, findSeoMetaByPath, listSeoMetaRows, upsertSeoMeta } from './repo.ts';

type SeoMetaRow = NonNullable<Awaited<ReturnType<typeof findSeoMetaByPath>>>;

function toAdmin(row: SeoMetaRow): AdminSeoMeta {
  return {
    path: row.path,
    title: row.title,
    description: row.description,
    canonical: row.canonical,
    robots: row.robots,
    redirectUrl: row.redirectUrl,
    customStatus: row.customStatus as AdminSeoMeta['customStatus'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SEO meta records as the audit log keeps them, keyed by path; an editor can delete one. */
export const seoMetaKind: AuditedKind<SeoMetaInput> & Required<Pick<AuditedKind<SeoMetaInput>, 'remove'>> = {
  entity: 'seo-meta',
  noun: 'an SEO meta record',
  keyOf: (meta) => meta.path,
  async load(db, path) {
    const row = await findSeoMetaByPath(db, path);
    if (!row) return undefined;
    const { updatedAt: _updatedAt, ...meta } = toAdmin(row);
    return meta as SeoMetaInput;
  },
  async save(tx, meta, now) {
    await upsertSeoMeta(tx, {
      path: meta.path,
      title: meta.title ?? null,
      description: meta.description ?? null,
      canonical: meta.canonical ?? null,
      robots: meta.robots ?? null,
      redirectUrl: meta.redirectUrl ?? null,
      customStatus: meta.customStatus ?? null,
      updatedAt: now,
    });
  },
  remove: deleteSeoMeta,
  parse: (stored) => SeoMetaInput.parse(stored),
  cacheTags: () => ['seo-meta'],
};

export async function listSeoMeta(db: Db): Promise<AdminSeoMetaList> {
  return { items: (await listSeoMetaRows(db)).map(toAdmin) };
}

/** Adds or changes the meta of a path (audited). */
export async function saveSeoMeta(db: Db, input: SeoMetaInput, change: EditorChange): Promise<AdminSeoMeta> {
  const existing = await findSeoMetaByPath(db, input.path);
  await saveAudited(db, seoMetaKind, input, { ...change, action: existing ? 'update' : 'create' });
  return toAdmin((await findSeoMetaByPath(db, input.path))!);
}

/** Deletes the meta of a path (audited; a restore brings it back). */
export async function removeSeoMeta(db: Db, path: string, change: EditorChange): Promise<void> {
  if (!(await findSeoMetaByPath(db, path))) throw new AppError('NOT_FOUND', `no SEO meta for ${path}`);
  await deleteAudited(db, seoMetaKind, path, { ...change, action: 'delete' });
}
