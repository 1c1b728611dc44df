'use client';

import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { IconButton } from './icon-button.tsx';
import styles from './toast.module.css';

/**
 * A short message after an action (Saved, Copied) that does not move the page: announced politely
 * (an error assertively), dismissable, and gone by itself after `durationMs` unless it is an error.
 */
export function Toast(props: {
  tone?: 'neutral' | 'success' | 'danger';
  onDismiss: () => void;
  durationMs?: number;
  children: ReactNode;
}) {
  const { onDismiss, tone = 'neutral' } = props;
  const durationMs = tone === 'danger' ? undefined : (props.durationMs ?? 5000);
  // A parent's new onDismiss on each render does not restart the wait.
  const expire = useEffectEvent(() => onDismiss());
  useEffect(() => {
    if (durationMs === undefined) return;
    const timer = window.setTimeout(expire, durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return (
    <div
      className={[styles.toast, tone !== 'neutral' && styles[tone]].filter(Boolean).join(' ')}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      <span>{props.children}</span>
      <IconButton label="Dismiss" onClick={onDismiss}>
        ×
      </IconButton>
    </div>
  );
}
