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

export function TextField(props: {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        {...props.registration}
        {...described(props.id, props.error)}
      />
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/** An email address field, as every form that asks for one labels it. */
export function EmailField(props: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return <TextField label="Email address" type="email" autoComplete="email" {...props} />;
}

/** A person's name, which browsers fill from the visitor's own. */
export function NameField(props: {
  id: string;
  label?: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return <TextField autoComplete="name" {...props} label={props.label ?? 'Full name'} />;
}

export function TextAreaField(props: {
  id: string;
  label: string;
  rows?: number;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <textarea
        id={props.id}
        rows={props.rows ?? 5}
        {...props.registration}
        {...described(props.id, props.error)}
      />
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function SelectField(props: {
  id: string;
  label: string;
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} {...props.registration} {...described(props.id, props.error)}>
        {props.placeholder && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function CheckboxGroup(props: {
  id: string;
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <fieldset className={styles.field} {...described(props.id, props.error)}>
      <legend>{props.legend}</legend>
      <div className={styles.choices}>
        {props.options.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="checkbox" value={option} {...props.registration} /> {option}
          </label>
        ))}
      </div>
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}

/** One choice among a few, e.g. a time; each option's label is what a screen reader announces. */
export function RadioGroup(props: {
  id: string;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <fieldset className={styles.field} {...described(props.id, props.error)}>
      <legend>{props.legend}</legend>
      <div className={styles.choices}>
        {props.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...props.registration} /> {option.label}
          </label>
        ))}
      </div>
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}

export function ConsentField(props: {
  id: string;
  text: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
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

/** The end of a form: the API's refusal, if there is one, then the form's buttons. */
export function FormActions({ alert, children }: { alert: string | undefined; children: ReactNode }) {
  return (
    <>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>{children}</div>
    </>
  );
}
