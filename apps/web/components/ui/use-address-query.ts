'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { changedQuery } from '@/lib/table/table-address.ts';

/**
 * The page's query (`useSearchParams`) and the way to change it with `router.replace`: what a
 * console page shows (its tab, its table's sort, page and filters) survives a reload and can be shared.
 */
export function useAddressQuery() {
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  /** The address after a change (blank removes a key; any change but the page's goes back to page 1). */
  const hrefWith = (values: Record<string, string | undefined>) => {
    const query = changedQuery(search, values);
    return query ? `${pathname}?${query}` : pathname;
  };
  return {
    search,
    hrefWith,
    change: (values: Record<string, string | undefined>) =>
      router.replace(hrefWith(values), { scroll: false }),
  };
}

/**
 * One of a page's views (a tab) named in the address by `key`; the first when none or another is
 * named. Choosing one shows its table at its own order and first page, and its own first sub-view
 * (`inner` names the keys of the views inside it).
 */
export function useAddressChoice<const Choice extends string>(
  key: string,
  choices: readonly Choice[],
  inner: readonly string[] = [],
) {
  const { search, change } = useAddressQuery();
  const named = search.get(key);
  const current = choices.find((choice) => choice === named) ?? choices[0]!;
  const choose = (choice: Choice) =>
    change({
      ...Object.fromEntries(inner.map((innerKey) => [innerKey, undefined])),
      [key]: choice === choices[0] ? undefined : choice,
      sort: undefined,
      q: undefined,
    });
  return [current, choose] as const;
}
