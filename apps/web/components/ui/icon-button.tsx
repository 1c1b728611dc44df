import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './button.tsx';
import styles from './button.module.css';

/** A square button showing only an icon; `label` is its accessible name (and its tooltip). */
export function IconButton({
  label,
  variant = 'ghost',
  className,
  type = 'button',
  children,
  ...rest
}: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string; variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={buttonClass({ variant }, [styles.icon, className].filter(Boolean).join(' '))}
      {...rest}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
