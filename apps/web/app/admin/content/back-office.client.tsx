'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listAdminArticles } from '@/lib/api/back-office.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { ArticleTable } from './article-table.client.tsx';
import { ArticleEditor } from './article-editor.client.tsx';
import { Redirects } from './redirects.client.tsx';
import { CatalogueImport } from './catalogue-import.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const TABS = { articles: 'Articles', redirects: 'Redirects', catalogue: 'Catalogue import' } as const;
type Tab = keyof typeof TABS;
/** The article open in the editor: an existing one by slug, or a new one. */
type Editing = { slug: string } | { slug: undefined } | undefined;

/** The back office: one tab per kind of content; learners and counsellors are told they are not allowed. */
export function BackOffice() {
  const [tab, setTab] = useState<Tab>('articles');
  const [editing, setEditing] = useState<Editing>();
  const articles = useQuery({ queryKey: backOfficeKeys.articles, queryFn: listAdminArticles });

  return (
    <RefusedAccess error={articles.error} title="Not allowed">
      <div className={styles.office}>
        <h1>Back office</h1>
        <nav aria-label="Content types" className={styles.tabs}>
          {(Object.keys(TABS) as Tab[]).map((name) => (
            <button key={name} type="button" aria-pressed={tab === name} onClick={() => setTab(name)}>
              {TABS[name]}
            </button>
          ))}
        </nav>
        {articles.error && <p role="alert">{articles.error.message}</p>}
        {tab === 'articles' &&
          (editing ? (
            <ArticleEditor slug={editing.slug} onClose={() => setEditing(undefined)} />
          ) : (
            <ArticleTable
              articles={articles.data?.items}
              onEdit={(slug) => setEditing({ slug })}
              onNew={() => setEditing({ slug: undefined })}
            />
          ))}
        {tab === 'redirects' && <Redirects />}
        {tab === 'catalogue' && <CatalogueImport />}
      </div>
    </RefusedAccess>
  );
}
