import { sitePath } from '@meridian/domain/routes/site-routes';
import styles from './content.module.css';

export interface Crumb {
  name: string;
  /** The route (`/usa`), without the base path. */
  path: string;
}

/** Visible breadcrumbs; the same list feeds BreadcrumbList structured data. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={sitePath(crumb.path)}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
