'use client';

import { useQuery } from '@tanstack/react-query';
import { useAddressChoice } from '@/components/ui/use-address-query.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { PagesTab } from './pages-tab.client.tsx';
import { articleKind, calculatorPageKind, ebookKind, examPageKind, kbPageKind } from './page-kinds.ts';
import { Redirects } from './redirects.client.tsx';
import { SeoMetaTab } from './seo-meta.client.tsx';
import { CatalogueImport } from './catalogue-import.client.tsx';
import { SiteFurniture } from './site-furniture.client.tsx';
import { Testimonials } from './testimonials.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const TABS = {
  articles: 'Articles',
  examPages: 'Exam pages',
  kbPages: 'Knowledge base',
  ebooks: 'E-books',
  calculatorPages: 'Calculator pages',
  seoMeta: 'SEO meta',
  redirects: 'Redirects',
  catalogue: 'Catalogue import',
  site: 'Events, banners and menus',
  testimonials: 'Testimonials',
} as const;
type Tab = keyof typeof TABS;

/**
 * The back office: one tab per kind of content, named in the address (`?tab=redirects`) with its
 * table's sort and search; learners and counsellors are told they are not allowed.
 */
export function BackOffice() {
  const [tab, setTab] = useAddressChoice('tab', Object.keys(TABS) as Tab[], ['part']);
  // Any editor call tells whether the visitor may be here; the articles list is the first tab's.
  const access = useQuery({ queryKey: backOfficeKeys.list('article'), queryFn: articleKind.list });

  return (
    <RefusedAccess error={access.error} title="Not allowed">
      <div className={styles.office}>
        <h1>Back office</h1>
        <nav aria-label="Content types" className={styles.tabs}>
          {(Object.keys(TABS) as Tab[]).map((name) => (
            <Button key={name} aria-pressed={tab === name} onClick={() => setTab(name)}>
              {TABS[name]}
            </Button>
          ))}
        </nav>
        {tab === 'articles' && <PagesTab kind={articleKind} />}
        {tab === 'examPages' && <PagesTab kind={examPageKind} />}
        {tab === 'kbPages' && <PagesTab kind={kbPageKind} />}
        {tab === 'ebooks' && <PagesTab kind={ebookKind} />}
        {tab === 'calculatorPages' && <PagesTab kind={calculatorPageKind} />}
        {tab === 'seoMeta' && <SeoMetaTab />}
        {tab === 'redirects' && <Redirects />}
        {tab === 'catalogue' && <CatalogueImport />}
        {tab === 'site' && <SiteFurniture />}
        {tab === 'testimonials' && <Testimonials />}
      </div>
    </RefusedAccess>
  );
}
