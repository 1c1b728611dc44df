'use client';

import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { IconButton } from './icon-button.tsx';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), iframe, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes back to the first (and Shift+Tab the other way), never out to the browser. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const wrapTo = event.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}

export interface DialogProps {
  /** The dialog element, for a caller that opens it itself (`showModal()`). */
  ref?: Ref<HTMLDialogElement>;
  /** Opens (modal) or closes it; leave unset to drive it through `ref`. */
  open?: boolean;
  title: ReactNode;
  /** Runs however it closes: the close control, Escape, the backdrop, a form inside. */
  onClose?: () => void;
  /** Stays at the bottom as the content scrolls (a sheet's "Show 91 courses"). */
  footer?: ReactNode;
  size?: 'normal' | 'wide';
  /** Internal: a sheet is a dialog drawn full-screen (Sheet). */
  sheet?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: focus stays inside while it is open and returns to what
 * opened it, Escape closes it, and its close control is at the top, beside its title.
 */
export function Dialog({ ref, ...props }: DialogProps) {
  const { open } = props;
  const element = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useImperativeHandle(ref, () => element.current as HTMLDialogElement, []);
  useEffect(() => {
    const dialog = element.current;
    if (open === undefined || !dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const className = [styles.dialog, props.size === 'wide' && styles.wide, props.sheet && styles.sheet]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={element}
      className={className}
      aria-labelledby={titleId}
      onClose={props.onClose}
      onKeyDown={keepFocusInside}
      // A press on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {props.title}
      </h2>
      <div className={styles.body}>{props.children}</div>
      {props.footer && <div className={styles.footer}>{props.footer}</div>}
      {/* Drawn at the top, but last in the tab order: opening the dialog focuses its first field. */}
      <IconButton label="Close" className={styles.close} onClick={() => element.current?.close()}>
        ×
      </IconButton>
    </dialog>
  );
}
