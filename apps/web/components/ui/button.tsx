import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fills its row, as a form's last button does on a phone. */
  block?: boolean;
}

/** The class names of a button of this look, for a control that is not a `<button>` (a summary). */
export function buttonClass(
  { variant = 'secondary', size = 'md', block }: ButtonLook,
  extra?: string,
): string {
  return [styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * The site's button. `type` defaults to `button`, so only a form's own submit submits; `loading`
 * keeps its width, shows a spinner, says busy and refuses a second press.
 */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ComponentProps<'button'> & ButtonLook & { loading?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a button: it goes somewhere, so it is an `<a>` (Next.js `Link`). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: ComponentProps<typeof Link> & ButtonLook & { children: ReactNode }) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
