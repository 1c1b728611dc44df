import type { AdminPageRow, PublishStatus } from '@meridian/domain/cms/publishing';
import type { ContentBody } from '@meridian/domain/content/blocks';
import { blocksFromMarkdown } from '@meridian/domain/content/markdown-blocks';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { AuditedKind, EditorChange } from './audited.ts';
import { createAudited, nameOf, PAGE_KEY, updateAudited } from './audited-edits.ts';

/** A page the back office edits with the Markdown editor: audited, published at a time. */
export interface EditedKind<T extends Record<string, unknown>> extends AuditedKind<T> {
  /** When the stored page goes live and when it last changed, or undefined when there is none. */
  times(db: Db | Tx, key: string): Promise<{ publishAt: Date; updatedAt: Date } | undefined>;
}

/** A page as the editor's form opens it, with when it goes live and last changed. */
export async function loadForEditing<T extends Record<string, unknown>>(
  db: Db,
  kind: EditedKind<T>,
  key: string,
): Promise<T & { publishAt: string; updatedAt: string }> {
  const [record, times] = await Promise.all([kind.load(db, key), kind.times(db, key)]);
  if (!record || !times) throw new AppError('NOT_FOUND', `no ${nameOf(kind)} ${key}`);
  return { ...record, ...editedTimes(times) };
}

/** Adds a page an editor wrote and answers it as the form opens it. */
export async function createEdited<T extends Record<string, unknown>>(
  db: Db,
  kind: EditedKind<T>,
  input: T,
  change: EditorChange,
) {
  await createAudited(db, kind, input, change, PAGE_KEY);
  return loadForEditing(db, kind, kind.keyOf(input));
}

/** Changes a page and answers it as the form opens it. */
export async function updateEdited<T extends Record<string, unknown>>(
  db: Db,
  kind: EditedKind<T>,
  key: string,
  input: T,
  change: EditorChange,
) {
  await updateAudited(db, kind, key, input, change, PAGE_KEY);
  return loadForEditing(db, kind, key);
}

/**
 * When a saved page goes live: at its `publishAt` when given; without one, a page already
 * published keeps its time and anything else is published now.
 */
export function publishAtOf(
  input: { publishAt?: string | null | undefined },
  existing: { status: string; publishAt: Date } | undefined,
  now: Date,
): Date {
  if (input.publishAt) return new Date(input.publishAt);
  return existing?.status === 'published' ? existing.publishAt : now;
}

/**
 * The publishing columns of a saved page: its status, when it goes live (see `publishAtOf`), and
 * that it changed now.
 */
export function publishingColumns(
  input: { status: PublishStatus; publishAt?: string | null | undefined },
  existing: { status: string; publishAt: Date } | undefined,
  now: Date,
) {
  return {
    status: input.status,
    publishAt: publishAtOf(input, existing, now),
    updatedAt: now,
    updatedOn: dateOf(now),
  };
}

/** One row of a back-office list of pages. */
export function pageRow(
  row: { status: PublishStatus; publishAt: Date; updatedAt: Date },
  names: { key: string; title: string; group: string },
): AdminPageRow {
  return { ...names, status: row.status, ...editedTimes(row) };
}

/** A page's timestamps as the back office answers them. */
export function editedTimes(row: { publishAt: Date; updatedAt: Date }) {
  return { publishAt: row.publishAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The page's Markdown as stored blocks, or the editor is told what the body cannot hold. */
export function blocksOrThrow(markdown: string): ContentBody {
  const body = blocksFromMarkdown(markdown);
  if (!body.ok) throw new AppError('BAD_REQUEST', body.message, { field: 'bodyMarkdown' });
  return body.body;
}

export const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
