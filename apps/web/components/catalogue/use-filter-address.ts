'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter, type CourseSort } from '@meridian/domain/catalogue/course-filter-url';

/**
 * Goes to this listing with a filter and sort (`?filter=<base64 JSON>&sort=…`), so the page the
 * server renders is the shareable link; the page number resets.
 */
export function useFilterAddress(): (filter: CourseFilter, sort: CourseSort) => void {
  const router = useRouter();
  const pathname = usePathname();
  return (filter, sort) => {
    const params = new URLSearchParams();
    const encoded = encodeCourseFilter(filter);
    if (encoded) params.set('filter', encoded);
    if (sort !== 'ranking') params.set('sort', sort);
    const query = params.toString();
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
}
