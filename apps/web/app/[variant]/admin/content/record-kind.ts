import type { z } from 'zod';
import type { AuditedEntity, AuditEntry } from '@meridian/domain/cms/audit';
import type { PublishStatus } from '@meridian/domain/cms/publishing';
import type { TableColumn } from '@/components/ui/data-table.client.tsx';
import type { ColumnBuilders } from '@/components/ui/table-columns.ts';
import { PUBLISH_OPTIONS } from './form-text.ts';
import { recordForm, select, type ApiInput, type RecordFields } from './record-fields.ts';

/**
 * A kind of record the back office lists and edits in one form (fairs, webinars, banners, bars):
 * how to list, open and save one, the columns of its list and the fields of its form, besides the
 * publishing every kind has.
 */
export interface RecordKindOptions<
  Rec extends { status: PublishStatus },
  Row,
  Input,
  Key extends string | number,
> {
  entity: AuditedEntity;
  /** `fair`: the editor is the "Fair editor", a new one is a "New fair". */
  noun: string;
  /** The list's heading. */
  plural: string;
  /** The first column's heading: the record's name, which opens it. */
  nameHeader: string;
  /** The columns after the name. */
  columns: (column: ColumnBuilders<Row>) => TableColumn<Row>[];
  nameOf: (item: Row | Rec) => string;
  keyOf: (item: Row | Rec) => Key;
  list: () => Promise<{ items: Row[] }>;
  /** Fetched by its key, or (where the list holds whole records) the listed row itself. */
  open: { fetch: (key: Key) => Promise<Rec> } | { listed: (row: Row) => Rec };
  fields: RecordFields<Rec>;
  /** The API's schema of what `save` sends, whose errors name the form's fields. */
  input: z.ZodType<Input, ApiInput>;
  save: (key: Key | undefined, input: Input) => Promise<Rec>;
  /** How the history names a version, where a record has no title. */
  describe?: (record: NonNullable<AuditEntry['before']>) => string;
  /** Where readers find a published record, linked once it is saved. */
  publicPath?: (record: Rec) => string;
}

export type RecordKind<
  Rec extends { status: PublishStatus },
  Row,
  Input,
  Key extends string | number,
> = RecordKindOptions<Rec, Row, Input, Key> & { form: ReturnType<typeof recordForm<Rec, Input>> };

export function recordKind<Rec extends { status: PublishStatus }, Row, Input, Key extends string | number>(
  options: RecordKindOptions<Rec, Row, Input, Key>,
): RecordKind<Rec, Row, Input, Key> {
  const fields = { ...options.fields, status: select('Publishing', PUBLISH_OPTIONS, 'draft') };
  return { ...options, form: recordForm(fields as RecordFields<Rec>, options.input) };
}

/** A list's state column: whether readers see the record. */
export const stateOf = (row: { status: PublishStatus }) =>
  row.status === 'published' ? 'Published' : 'Draft';
