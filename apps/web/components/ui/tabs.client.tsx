'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface Tab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Panels of one page shown one at a time (ARIA tabs): arrow keys, Home and End move between tabs,
 * and only the chosen tab is in the Tab order. Tabs that are pages of their own are links instead.
 */
export function Tabs(props: { label: string; tabs: readonly Tab[]; defaultTab?: string }) {
  const { tabs } = props;
  const [current, setCurrent] = useState(props.defaultTab ?? tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const prefix = useId();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    setCurrent(tabs[next]?.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={props.label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            aria-controls={`${prefix}-panel-${tab.id}`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setCurrent(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className={styles.panel}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
