import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './calculator.module.css';
import { TextInput } from '@/components/ui/text-input.tsx';

/**
 * A labelled number input whose error is tied to it (aria-invalid, aria-describedby), so screen
 * readers announce what is wrong with the field that is wrong.
 */
export function NumberField(
  props: {
    id: string;
    label: ReactNode;
    hint?: ReactNode;
    error?: string | undefined;
  } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { id, label, hint, error, ...input } = props;
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <TextInput
        id={id}
        type="number"
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
