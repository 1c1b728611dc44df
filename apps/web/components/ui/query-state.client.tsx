'use client';

import type { ReactNode } from 'react';
import { FormAlert } from '@/components/forms/fields.tsx';
import { Refused } from '@/components/auth/refused-access.client.tsx';
import { LoadingStatus } from './loading-status.tsx';
import { queryView, type QueryLike } from './query-view.ts';

/**
 * One query's states, the same on every page: word that it loads (a polite status), the data once
 * it is there (`children`, given it defined), the API's catalogue text as an alert when it fails, a
 * visitor whose session ended sent to log in (401), and the not-allowed page (403).
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  /** What is loading, in the page's words ("Loading your documents…"). */
  loading?: string;
  /** The not-allowed page's heading: whose page this is. */
  notAllowedTitle?: string;
  /** How the page says a failure of its own kind (a refused link); the catalogue text by default. */
  failed?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const view = queryView(props.query);
  switch (view.state) {
    case 'ready':
      return props.children(view.data);
    case 'loading':
      return <LoadingStatus>{props.loading ?? 'Loading…'}</LoadingStatus>;
    case 'failed':
      return props.failed ? props.failed(view.error) : <FormAlert>{view.message}</FormAlert>;
    default:
      return <Refused refusal={view} title={props.notAllowedTitle ?? 'Not allowed'} />;
  }
}
