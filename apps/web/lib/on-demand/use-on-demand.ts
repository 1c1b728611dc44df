'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * A module a page needs only once the visitor asks for it (a popup's form, a dialog), kept out of
 * the page's first load. `load()` fetches it once and resolves when it is ready, so the caller can
 * open its dialog in the same render as the loaded component: focus then lands on the first field,
 * as when the component came with the page. A failed fetch may be tried again.
 */
export function useOnDemand<T>(importer: () => Promise<T>): [T | undefined, () => Promise<T>] {
  const [loaded, setLoaded] = useState<{ module: T }>();
  const pending = useRef<Promise<T>>(undefined);
  const importerRef = useRef(importer);
  const load = useCallback(() => {
    pending.current ??= importerRef.current().then(
      (module) => {
        setLoaded({ module });
        return module;
      },
      (error: unknown) => {
        pending.current = undefined;
        throw error;
      },
    );
    return pending.current;
  }, []);
  return [loaded?.module, load];
}
