import type { ReactNode } from 'react';
import styles from './field.module.css';

/**
 * The ARIA a control of field `id` takes: invalid when there is an error, described by its hint
 * and error (the ids `Field` gives them).
 */
export function fieldAria(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}

/** A field's error, read out when it appears. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * A labelled control: its label (tied to the control `id`), then the control, a hint and its error.
 * Give the control `fieldAria(id, { hint, error })` so it is announced with them.
 */
export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/** A group of checkboxes or radios under one legend; `id` names its error. */
export function ChoiceFieldset(props: {
  id: string;
  legend: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.field} {...fieldAria(props.id, props)}>
      <legend>{props.legend}</legend>
      {props.hint && (
        <p id={`${props.id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      <div className={styles.choices}>{props.children}</div>
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}
