import type { z } from 'zod';
import type { AuditedEntity } from '@meridian/domain/cms/audit';
import type { AdminPageList, PublishStatus } from '@meridian/domain/cms/publishing';
import type { ContentBody } from '@meridian/domain/content/blocks';
import { blocksFromMarkdown, markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import { AppError } from '#api/platform/app-error.ts';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import {
  createAudited,
  fieldsNamedBy,
  nameOf,
  PAGE_KEY,
  updateAudited,
} from '#api/platform/audit/audited-edits.ts';

type EditedTimes = { publishAt: string; updatedAt: string };

/** A page the back office edits with the Markdown editor: audited, published at a time. */
export interface EditedKind<T extends Record<string, unknown>> extends AuditedKind<T> {
  /**
   * What the editor's form shows besides the record: when the stored page goes live and last
   * changed, and any field its input does not carry; undefined when there is none.
   */
  formExtras(db: Db | Tx, key: string): Promise<(EditedTimes & Record<string, unknown>) | undefined>;
}

/** The editor's part of every page's input: the body as Markdown, and when it goes live. */
type PageInput = { bodyMarkdown: string; status: PublishStatus; publishAt?: string | null | undefined };
const EDITORS_PART = ['bodyMarkdown', 'status', 'publishAt'];

/** The columns every page stores for that part. */
type StoredPart = { body: ContentBody; status: PublishStatus; publishAt: Date; updatedAt: Date };

/** A page as its kind writes it: its own fields as the input has them, the body as blocks, and its `publishingColumns`. */
export type StoredPage<T> = Omit<T, keyof PageInput> & { body: ContentBody } & ReturnType<
    typeof publishingColumns
  >;

/**
 * The audited kind of a page edited with the Markdown editor (articles, exam pages, knowledge-base
 * pages, e-books). Its row names the page's own fields as its input does; reading the body as
 * Markdown, storing it as blocks and working out when it goes live are the same for every kind.
 */
export function markdownPageKind<
  T extends PageInput & { slug: string } & Record<string, unknown>,
  Row extends StoredPart,
>(options: {
  entity: AuditedEntity;
  noun: string;
  /** The page's input, which also reads a page kept in the log. */
  input: z.ZodType<T> & { shape: object };
  /** The page's key, when it is more than its slug (an exam page's `exam/page`). */
  keyOf?: (page: T) => string;
  find: (db: Db | Tx, key: string) => Promise<Row | undefined>;
  /** Fields the editor's form shows that the input does not carry (an e-book's id). */
  formFieldsOf?: (row: Row) => Record<string, unknown>;
  /** Checks what the page refers to and writes it (throws `AppError` on a bad reference). */
  write: (tx: Tx, page: StoredPage<T>) => Promise<void>;
  cacheTags: AuditedKind<T>['cacheTags'];
}): EditedKind<T> {
  const { find, formFieldsOf } = options;
  const keyOf = options.keyOf ?? ((page: T) => page.slug);
  const fieldsOf = fieldsNamedBy(options.input, EDITORS_PART);
  return {
    entity: options.entity,
    noun: options.noun,
    keyOf,
    async load(db, key) {
      const row = await find(db, key);
      if (!row) return undefined;
      const editorsPart: PageInput = {
        bodyMarkdown: markdownFromBlocks(row.body),
        status: row.status,
        publishAt: row.publishAt.toISOString(),
      };
      return { ...fieldsOf(row), ...editorsPart } as T;
    },
    async formExtras(db, key) {
      const row = await find(db, key);
      return row && { ...formFieldsOf?.(row), ...editedTimes(row) };
    },
    async save(tx, page, now) {
      const { bodyMarkdown, status: _status, publishAt: _publishAt, ...fields } = page;
      const existing = await find(tx, keyOf(page));
      await options.write(tx, {
        ...fields,
        body: blocksOrThrow(bodyMarkdown),
        ...publishingColumns(page, existing, now),
      });
    },
    parse: (stored) => options.input.parse(stored),
    cacheTags: options.cacheTags,
  };
}

/** A page as the editor's form opens it, with when it goes live and last changed. */
export async function loadForEditing<T extends Record<string, unknown>>(
  db: Db,
  kind: EditedKind<T>,
  key: string,
): Promise<T & { publishAt: string; updatedAt: string }> {
  const [record, extras] = await Promise.all([kind.load(db, key), kind.formExtras(db, key)]);
  if (!record || !extras) throw new AppError('NOT_FOUND', `no ${nameOf(kind)} ${key}`);
  return { ...record, ...extras };
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
function publishAtOf(
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
function publishingColumns(
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

/** A back-office list of pages, each row named by `namesOf`. */
export function pageList<Row extends { status: PublishStatus; publishAt: Date; updatedAt: Date }>(
  rows: Row[],
  namesOf: (row: Row) => { key: string; title: string; group: string },
): AdminPageList {
  return { items: rows.map((row) => ({ ...namesOf(row), status: row.status, ...editedTimes(row) })) };
}

/** A page's timestamps as the back office answers them. */
export function editedTimes(row: { publishAt: Date; updatedAt: Date }) {
  return { publishAt: row.publishAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The page's Markdown as stored blocks, or the editor is told what the body cannot hold. */
function blocksOrThrow(markdown: string): ContentBody {
  const body = blocksFromMarkdown(markdown);
  if (!body.ok) throw new AppError('BAD_REQUEST', body.message, { field: 'bodyMarkdown' });
  return body.body;
}

export const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
