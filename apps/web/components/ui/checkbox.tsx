import type { ComponentProps, ReactNode } from 'react';
import styles from './field.module.css';

/** A checkbox with its words; the label wraps the box, so the whole row toggles it. */
export function Checkbox({
  label,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
