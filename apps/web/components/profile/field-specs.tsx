import { Choice } from './section-form.client.tsx';

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

/** The payload a form of `specs` sends: texts trimmed, numbers as numbers, several choices as a list. */
export function readSpecs(specs: readonly FieldSpec[], data: FormData): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((spec) => {
      if (spec.multiple) return [spec.name, data.getAll(spec.name).map(String)];
      const value = String(data.get(spec.name) ?? '').trim();
      if (value === '' && (spec.optional || spec.type === 'number')) return [spec.name, undefined];
      return [spec.name, spec.type === 'number' ? Number(value) : value];
    }),
  );
}

/** The inputs of `specs`, each showing the saved value. */
export function SpecFields({ specs, saved }: { specs: readonly FieldSpec[]; saved: unknown }) {
  const savedValue = (name: string) => (saved as Record<string, unknown> | null)?.[name];
  return specs.map((spec) =>
    spec.options ? (
      <Choice
        key={spec.name}
        name={spec.name}
        label={spec.label}
        options={Object.entries(spec.options).map(([value, label]) => ({ value, label }))}
        multiple={spec.multiple}
        value={spec.multiple ? undefined : (savedValue(spec.name) as string | number | undefined)}
        values={spec.multiple ? (savedValue(spec.name) as string[] | undefined) : undefined}
      />
    ) : (
      <label key={spec.name}>
        {spec.label}
        <input
          name={spec.name}
          type={spec.type ?? 'text'}
          step="any"
          defaultValue={(savedValue(spec.name) as string | number | undefined) ?? ''}
        />
      </label>
    ),
  );
}
