import { z } from 'zod';
import { instantOrNull, istField, lines, orNull } from './form-text.ts';

/**
 * How a form field shows one value of a record as text, and reads the text back into what the API's
 * schema then checks (so its errors name the field).
 */
export interface Codec<Value> {
  show: (value: Value) => string;
  read: (text: string) => unknown;
}

export const text: Codec<string> = { show: (value) => value, read: (value) => value };
/** A blank field means "none". */
export const optionalText: Codec<string | null> = { show: (value) => value ?? '', read: orNull };
export const number: Codec<number> = { show: String, read: Number };
/** A list, one item a line. */
export const list: Codec<string[]> = { show: (items) => items.join('\n'), read: lines };
/** An instant, typed in IST; a blank one is left for the schema to refuse. */
export const instant: Codec<string> = { show: istField, read: (local) => instantOrNull(local) ?? '' };
/** An instant that may be none, typed in IST. */
export const optionalInstant: Codec<string | null> = { show: istField, read: instantOrNull };

type Option = { value: string; label: string };

/** The control a field is shown in: a line of text, a date and time, a textarea or a select. */
export type Control = { type: 'text' | 'datetime-local' } | { rows: number } | { options: readonly Option[] };

/** One field of a record's form: its label, its control, its codec and its value in a new record. */
export interface RecordField<Value> {
  label: string;
  control: Control;
  codec: Codec<Value>;
  empty: string;
}

export const input = <Value>(label: string, codec: Codec<Value>, empty = ''): RecordField<Value> => ({
  label,
  control: { type: 'text' },
  codec,
  empty,
});

/** A date and time in IST. */
export const dateTime = <Value>(label: string, codec: Codec<Value>): RecordField<Value> => ({
  label,
  control: { type: 'datetime-local' },
  codec,
  empty: '',
});

export const area = <Value>(label: string, codec: Codec<Value>, rows = 3): RecordField<Value> => ({
  label,
  control: { rows },
  codec,
  empty: '',
});

export const select = (label: string, options: readonly Option[], empty: string): RecordField<string> => ({
  label,
  control: { options },
  codec: text,
  empty,
});

/** What the API's schema of a record takes: an object of the record's fields. */
export type ApiInput = Record<string, unknown>;

/** The fields of a record's form, in the order the form shows them. */
export type RecordFields<Rec> = { [Name in keyof Rec]?: RecordField<Rec[Name]> };

/** A record's form as text: what a new record's form holds, a stored record's, and how it becomes the API's input. */
export function recordForm<Rec, Input>(fields: RecordFields<Rec>, input: z.ZodType<Input, ApiInput>) {
  // Each field reads its own value of the record, as its codec's type says.
  const entries = Object.entries(fields) as [keyof Rec & string, RecordField<unknown>][];
  const each = <Value>(value: (name: keyof Rec & string, field: RecordField<unknown>) => Value) =>
    Object.fromEntries(entries.map(([name, field]) => [name, value(name, field)]));
  return {
    entries,
    empty: each((_, field) => field.empty),
    formOf: (record: Rec) => each((name, field) => field.codec.show(record[name])),
    schema: z
      .object(each(() => z.string()))
      .transform((form) => each((name, field) => field.codec.read(form[name] ?? '')))
      .pipe(input),
  };
}
