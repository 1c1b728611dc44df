import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';

/** The listed city a typed name stands for, whatever its case ("indore" is Indore); else as typed. */
export const listedCity = (cities: readonly string[]) => (typed: string) =>
  cities.find((city) => city.toLowerCase() === typed.trim().toLowerCase()) ?? typed.trim();

/**
 * The student's city: a text box that suggests the site's looked-up cities as they type (the
 * browser's own search of a datalist); the schema takes only those.
 */
export function CityField(props: {
  id: string;
  cities: readonly string[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const listId = `${props.id}-list`;
  return (
    <Field
      id={props.id}
      label="Your city"
      hint="Start typing, then pick it from the list"
      error={props.error}
    >
      <TextInput
        id={props.id}
        list={listId}
        autoComplete="address-level2"
        {...props.registration}
        {...fieldAria(props.id, { hint: true, error: props.error })}
      />
      <datalist id={listId}>
        {props.cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
    </Field>
  );
}
