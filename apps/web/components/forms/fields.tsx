import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, ChoiceFieldset, FieldError, fieldAria } from '@/components/ui/field.tsx';
import { TextInput, TextArea } from '@/components/ui/text-input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Radio } from '@/components/ui/radio.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import styles from './form.module.css';

/** What every field takes from react-hook-form: its id, its registration and its error. */
type Registered = { id: string; registration: UseFormRegisterReturn; error: string | undefined };

export function TextField(
  props: Registered & {
    label: string;
    type?: 'text' | 'email' | 'tel' | 'datetime-local' | 'date' | 'search' | 'number';
    autoComplete?: string;
    inputMode?: 'numeric' | 'tel' | 'email' | 'text';
    /** The earliest date a date field offers. */
    min?: string;
  },
) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <TextInput
        id={props.id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        // Any number a person may enter (a score of 9.2): the form's schema says which it takes.
        step={props.type === 'number' ? 'any' : undefined}
        {...props.registration}
        {...fieldAria(props.id, props)}
      />
    </Field>
  );
}

/** A file to upload, of the kinds `accept` names (the server still judges the bytes). */
export function FileField(props: Registered & { label: string; accept: string }) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <FileInput
        id={props.id}
        accept={props.accept}
        {...props.registration}
        {...fieldAria(props.id, props)}
      />
    </Field>
  );
}

/** An email address field, as every form that asks for one labels it. */
export function EmailField(props: Registered) {
  return <TextField label="Email address" type="email" autoComplete="email" {...props} />;
}

/** A person's name, which browsers fill from the visitor's own. */
export function NameField(props: Registered & { label?: string }) {
  return <TextField autoComplete="name" {...props} label={props.label ?? 'Full name'} />;
}

export function TextAreaField(props: Registered & { label: string; rows?: number }) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <TextArea
        id={props.id}
        rows={props.rows ?? 5}
        {...props.registration}
        {...fieldAria(props.id, props)}
      />
    </Field>
  );
}

export function SelectField(
  props: Registered & {
    label: string;
    placeholder?: string;
    options: readonly { value: string | number; label: string }[];
    multiple?: boolean;
  },
) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <Select id={props.id} multiple={props.multiple} {...props.registration} {...fieldAria(props.id, props)}>
        {props.placeholder && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A fieldset of checkboxes or radios; each option's label is what a screen reader announces. */
function ChoiceGroup(
  props: Registered & {
    type: 'checkbox' | 'radio';
    legend: string;
    options: readonly { value: string; label: ReactNode }[];
  },
) {
  const Choice = props.type === 'checkbox' ? Checkbox : Radio;
  return (
    <ChoiceFieldset id={props.id} legend={props.legend} error={props.error}>
      {props.options.map((option) => (
        <Choice key={option.value} value={option.value} label={option.label} {...props.registration} />
      ))}
    </ChoiceFieldset>
  );
}

/** Any number of choices among a few, each shown as itself or by its label. */
export function CheckboxGroup(
  props: Registered & { legend: string; options: readonly (string | { value: string; label: ReactNode })[] },
) {
  return (
    <ChoiceGroup
      {...props}
      type="checkbox"
      options={props.options.map((option) =>
        typeof option === 'string' ? { value: option, label: option } : option,
      )}
    />
  );
}

/** One choice among a few, e.g. a time. */
export function RadioGroup(
  props: Registered & { legend: string; options: readonly { value: string; label: ReactNode }[] },
) {
  return <ChoiceGroup {...props} type="radio" />;
}

export function ConsentField(props: Registered & { text: string }) {
  return (
    <div className={styles.field}>
      <Checkbox
        id={props.id}
        className={styles.consent}
        label={props.text}
        {...props.registration}
        {...fieldAria(props.id, props)}
      />
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  );
}

/** A button beside a form's own (keep, cancel, decline), in the lighter look; it never submits. */
export function SecondaryButton(props: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button variant="secondary" disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </Button>
  );
}

/** The end of a form: the API's refusal, if there is one, then the form's buttons. */
export function FormActions({ alert, children }: { alert: string | undefined; children: ReactNode }) {
  return (
    <>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>{children}</div>
    </>
  );
}
