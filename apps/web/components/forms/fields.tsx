import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';

/** Every field shows its own error right below it, tied to the control for screen readers. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

const described = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** What every field takes from react-hook-form: its id, its registration and its error. */
type Registered = { id: string; registration: UseFormRegisterReturn; error: string | undefined };

/** A labelled control with its error below it: the frame of text, text-area and select fields. */
function LabelledField(props: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

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
    <LabelledField id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        // Any number a person may enter (a score of 9.2): the form's schema says which it takes.
        step={props.type === 'number' ? 'any' : undefined}
        {...props.registration}
        {...described(props.id, props.error)}
      />
    </LabelledField>
  );
}

/** A file to upload, of the kinds `accept` names (the server still judges the bytes). */
export function FileField(props: Registered & { label: string; accept: string }) {
  return (
    <LabelledField id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        type="file"
        accept={props.accept}
        {...props.registration}
        {...described(props.id, props.error)}
      />
    </LabelledField>
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
    <LabelledField id={props.id} label={props.label} error={props.error}>
      <textarea
        id={props.id}
        rows={props.rows ?? 5}
        {...props.registration}
        {...described(props.id, props.error)}
      />
    </LabelledField>
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
    <LabelledField id={props.id} label={props.label} error={props.error}>
      <select
        id={props.id}
        multiple={props.multiple}
        {...props.registration}
        {...described(props.id, props.error)}
      >
        {props.placeholder && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
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
  return (
    <fieldset className={styles.field} {...described(props.id, props.error)}>
      <legend>{props.legend}</legend>
      <div className={styles.choices}>
        {props.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type={props.type} value={option.value} {...props.registration} /> {option.label}
          </label>
        ))}
      </div>
      <FieldError id={props.id} error={props.error} />
    </fieldset>
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
      <label className={styles.consent}>
        <input id={props.id} type="checkbox" {...props.registration} {...described(props.id, props.error)} />
        <span>{props.text}</span>
      </label>
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
    <button type="button" className={styles.secondary} disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </button>
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
