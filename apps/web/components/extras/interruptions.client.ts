'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import {
  chooseInterruption,
  mayInterrupt,
  type Interruption,
} from '@meridian/domain/extras/interruption-policy';
import { useMyCounsellor } from '@/lib/session/use-my-counsellor.ts';

/*
 * The interruptions ready to show on this page, shared by the components that draw them, and the
 * one on screen; the policy (packages/domain extras/interruption-policy) picks at most one.
 */
const waiting = new Set<Interruption>();
let showing: Interruption | null = null;
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/*
 * Pages seen in this tab's visit, counted once per path change (a reload is the same view), in
 * session storage so that a full page load counts on from the last.
 */
const VIEWS_KEY = 'meridian:page-views';
const readViews = (): { count: number; path: string } => {
  try {
    return JSON.parse(window.sessionStorage.getItem(VIEWS_KEY) ?? '') as { count: number; path: string };
  } catch {
    return { count: 0, path: '' };
  }
};

function usePageViews(pathname: string): number {
  const views = useSyncExternalStore(
    subscribe,
    () => readViews().count,
    () => 0,
  );
  useEffect(() => {
    const seen = readViews();
    if (seen.path === pathname) return;
    window.sessionStorage.setItem(VIEWS_KEY, JSON.stringify({ count: seen.count + 1, path: pathname }));
    notify();
  }, [pathname]);
  return views;
}

/** What the policy knows of this page view: the page, how many the visit has seen, the visitor. */
function usePageView() {
  const pathname = usePathname();
  const pageViews = usePageViews(pathname);
  const { counsellor, pending } = useMyCounsellor();
  // Until the session is known a learner with a counsellor is assumed, so nothing flashes for them.
  return { pathname, pageViews, hasCounsellor: pending || counsellor !== null };
}

/** The interruption the policy puts on screen now, if any. */
function useChosenInterruption(): Interruption | null {
  const view = usePageView();
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const chosen = chooseInterruption({ ...view, showing, waiting: [...waiting] });
  useEffect(() => {
    showing = chosen;
  }, [chosen]);
  return chosen;
}

/**
 * Whether `kind` may show now: call it with `ready` once it has something to show (loaded, not
 * closed by the visitor). At most one of them is on screen; none on the first page of a visit, on
 * a page with a form or for a learner whose counsellor looks after them.
 */
export function useInterruption(kind: Interruption, ready: boolean): boolean {
  useEffect(() => {
    if (!ready) return;
    waiting.add(kind);
    notify();
    return () => {
      waiting.delete(kind);
      if (showing === kind) showing = null;
      notify();
    };
  }, [kind, ready]);
  return useChosenInterruption() === kind;
}

/**
 * Whether `kind` could show on this page view at all (not the first page of a visit, not a page
 * with a form, not for a learner with a counsellor): what it would show need not be loaded before.
 */
export function useMayInterrupt(kind: Interruption): boolean {
  return mayInterrupt(kind, usePageView());
}

/** Whether an interruption is on screen: the layers that stay (the chat button) step aside for it. */
export function useInterruptionOnScreen(): boolean {
  return useChosenInterruption() !== null;
}
