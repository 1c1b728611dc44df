'use client';

import { FailureScreen } from '@/components/layout/failure-screen.client.tsx';
import { pageFailureText } from '@/lib/api/api-error.ts';

/** A page that failed to render (an API call that failed, say), inside the site's own header and footer. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <FailureScreen text={pageFailureText(error)} retry={retry} />;
}
