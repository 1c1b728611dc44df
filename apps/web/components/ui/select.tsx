import type { ComponentProps } from 'react';
import styles from './field.module.css';

/** A drop-down list in the site's look (its own arrow), red when aria-invalid, as a TextInput. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={[styles.control, className].filter(Boolean).join(' ')} {...rest} />;
}
