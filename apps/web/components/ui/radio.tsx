import type { ComponentProps, ReactNode } from 'react';
import styles from './field.module.css';

/** One option of a radio group, with its words; the label wraps the button, so the whole row picks it. */
export function Radio({
  label,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type="radio" {...rest} />
      <span>{label}</span>
    </label>
  );
}
