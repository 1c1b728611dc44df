import type { ExamSummary } from '@meridian/domain/content/exams';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

/** The hub categories of SPEC.md §2: ALL, then each exam with its own slug under /exam. */
export function ExamNav({ exams, current }: { exams: readonly ExamSummary[]; current: string }) {
  const items = [{ slug: 'all', label: 'All', href: sitePath(siteRoutes.exams()) }].concat(
    exams.map((e) => ({ slug: e.slug, label: e.name, href: sitePath(siteRoutes.exam(e.slug)) })),
  );
  return (
    <nav aria-label="Exams">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', listStyle: 'none', padding: 0 }}>
        {items.map((item) => (
          <li key={item.slug}>
            {item.slug === current ? (
              <strong aria-current="page">{item.label}</strong>
            ) : (
              <a href={item.href}>{item.label}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
