import type { ExamPageList as ExamPages } from '@meridian/domain/content/exams';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { Pagination } from '@/components/layout/pagination.tsx';

/**
 * One page of exam pages (SPEC.md §9: 9 a page), with the pager of `route`; each item names its
 * exam unless the list is one exam's.
 */
export function ExamPageList({
  list,
  route,
  showExam,
}: {
  list: ExamPages;
  route: string;
  showExam: boolean;
}) {
  return (
    <>
      <ul aria-label="Exam guides">
        {list.items.map((page) => (
          <li key={`${page.examSlug}/${page.slug}`}>
            {showExam && <>{page.examName}: </>}
            <a href={sitePath(siteRoutes.examPage(page.examSlug, page.slug))}>{page.title}</a>
            <br />
            {page.summary}
          </li>
        ))}
      </ul>
      <Pagination list={list} route={route} />
    </>
  );
}
