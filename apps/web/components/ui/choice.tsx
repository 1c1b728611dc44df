import type { ComponentProps, ReactNode } from 'react';
import styles from './field.module.css';

export type ChoiceProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

/** A box or button with its words; the label wraps it, so the whole row ticks or picks it. */
export function Choice({ type, label, className, ...rest }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type={type} {...rest} />
      <span>{label}</span>
    </label>
  );
}
