import type { FieldPropsOf } from '@/components/forms/field-props.ts';
import { SelectField, TextField } from '@/components/forms/fields.tsx';

/**
 * One input of a profile form, described rather than written out: a text, date or number input,
 * or a select of `options` (each value's label, in order; several chosen when `multiple`).
 * `optional` sends an empty text as no value, so the schema's optional field stays unset.
 */
export type FieldSpec = {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number';
  optional?: boolean;
  options?: Readonly<Record<string, string>>;
  multiple?: boolean;
};

/** What a form of specs holds: each input's text, or the values chosen in a select of several. */
export type SpecValues = Record<string, string | string[]>;

/** The inputs' values for what was saved (nothing saved: empty inputs). */
export function specValues(specs: readonly FieldSpec[], saved: unknown): SpecValues {
  const savedValue = (name: string): unknown => (saved as Record<string, unknown> | null)?.[name];
  return Object.fromEntries(
    specs.map((spec) => {
      const value = savedValue(spec.name);
      if (spec.multiple) return [spec.name, Array.isArray(value) ? value.map(String) : []];
      return [spec.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** The payload a form of `specs` sends: texts trimmed, numbers as numbers, several choices as a list. */
export function readSpecs(specs: readonly FieldSpec[], values: SpecValues): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((spec) => {
      const raw = values[spec.name];
      if (spec.multiple) return [spec.name, Array.isArray(raw) ? raw : []];
      const value = String(raw ?? '').trim();
      if (value === '' && (spec.optional || spec.type === 'number')) return [spec.name, undefined];
      return [spec.name, spec.type === 'number' ? Number(value) : value];
    }),
  );
}

/** The inputs of `specs`, each with its error below it. */
export function SpecFields({
  specs,
  field,
}: {
  specs: readonly FieldSpec[];
  field: FieldPropsOf<SpecValues>;
}) {
  return specs.map((spec) =>
    spec.options ? (
      <SelectField
        key={spec.name}
        {...field(spec.name, spec.label)}
        options={Object.entries(spec.options).map(([value, label]) => ({ value, label }))}
        multiple={spec.multiple}
        placeholder={spec.multiple ? undefined : 'Choose…'}
      />
    ) : (
      <TextField key={spec.name} {...field(spec.name, spec.label)} type={spec.type ?? 'text'} />
    ),
  );
}
