import type { ComponentProps } from 'react';
import styles from './field.module.css';

/** A one-line text control (text, email, tel, number, date, search); red when aria-invalid, as a Select. */
export function TextInput({ className, type = 'text', ...rest }: ComponentProps<'input'>) {
  return <input type={type} className={[styles.control, className].filter(Boolean).join(' ')} {...rest} />;
}

/** A multi-line text control, styled as TextInput. */
export function TextArea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={[styles.control, className].filter(Boolean).join(' ')} {...rest} />;
}
