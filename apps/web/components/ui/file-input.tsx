import type { ComponentProps } from 'react';
import styles from './field.module.css';

/**
 * A file picker: the native input (keyboard, screen readers and drag-and-drop keep working) drawn as
 * a drop area with a site button (globals.css styles its `::file-selector-button`).
 */
export function FileInput({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="file" className={[styles.control, className].filter(Boolean).join(' ')} {...rest} />;
}
