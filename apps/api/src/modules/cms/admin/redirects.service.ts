import { RedirectInput, type Redirect, type RedirectList } from '@meridian/domain/cms/redirects';
import type { Db } from '#api/db/client.ts';
import { saveAudited, type AuditedKind, type EditorChange } from '#api/platform/audit/audited.ts';
import { findRedirect, hitRedirect, listRedirectRows, upsertRedirect } from './repo.ts';

/** Redirects as the audit log keeps them: the editor's `{from, to, status}`. */
export const redirectKind: AuditedKind<RedirectInput> = {
  entity: 'redirect',
  noun: 'a redirect',
  keyOf: (redirect) => redirect.from,
  async load(db, from) {
    const row = await findRedirect(db, from);
    return row && { from: row.fromPath, to: row.toUrl, status: row.status as RedirectInput['status'] };
  },
  async save(tx, redirect) {
    await upsertRedirect(tx, {
      fromPath: redirect.from,
      toUrl: redirect.to ?? null,
      status: redirect.status,
    });
  },
  parse: (stored) => RedirectInput.parse(stored),
  // The proxy's SEO-meta lookup (redirects, 410, 503) and the pages' meta tags read them.
  cacheTags: () => ['seo-meta'],
};

function toRedirect(row: NonNullable<Awaited<ReturnType<typeof findRedirect>>>): Redirect {
  return {
    from: row.fromPath,
    to: row.toUrl,
    status: row.status as Redirect['status'],
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
  };
}

export async function listRedirects(db: Db): Promise<RedirectList> {
  return { items: (await listRedirectRows(db)).map(toRedirect) };
}

/** Adds or changes a redirect (audited); its hit count carries on. */
export async function saveRedirect(db: Db, input: RedirectInput, change: EditorChange): Promise<Redirect> {
  const existing = await findRedirect(db, input.from);
  await saveAudited(db, redirectKind, input, { ...change, action: existing ? 'update' : 'create' });
  return toRedirect((await findRedirect(db, input.from))!);
}

/** The redirect or status an old address has, counted as a hit; undefined when it has none. */
export function followRedirect(db: Db, path: string, now: Date) {
  return hitRedirect(db, path, now);
}
