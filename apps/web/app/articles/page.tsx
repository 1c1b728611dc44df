import { BASE_PATH } from '@meridian/domain/base-path';
import { contentApi } from '../../lib/api/content-api.ts';
import { getArticleHub } from '../../lib/api/editorial.ts';
import { pageMetadata } from '../../lib/seo/page-metadata.ts';
import { ArticleList } from '../../components/content/article-card.tsx';

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad Articles and Guides',
    description:
      'Guides for Indian students on studying abroad: countries, costs, scholarships, SOPs and LORs, jobs and visas, checked against official sources.',
    path: `${BASE_PATH}/articles`,
  });
}

export default async function ArticlesHubPage() {
  const hub = await getArticleHub(contentApi());
  return (
    <>
      <h1>Study abroad articles and guides</h1>
      <p>Checked, practical guides for students planning to study abroad, written by our counsellors.</p>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest articles</h2>
        <ArticleList articles={hub.latest} />
      </section>
      {hub.categories.map((category) => (
        <section key={category.slug} aria-labelledby={`cat-${category.slug}`}>
          <h2 id={`cat-${category.slug}`}>{category.name}</h2>
          <p>{category.description}</p>
          <ArticleList articles={category.articles} />
          <p>
            <a href={`${BASE_PATH}/articles/category/${category.slug}`}>
              All {category.total} {category.name} articles
            </a>
          </p>
        </section>
      ))}
    </>
  );
}
