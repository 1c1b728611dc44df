import type { CategoryArticles } from '@meridian/domain/content/articles';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { ArticleList } from '@/components/content/article-card.tsx';

/** SPEC.md §2's "Top Reads" of a destination: its newest articles and a link to all of them; nothing while it has none. */
export function CountryReads({ name, reads }: { name: string; reads: CategoryArticles | null }) {
  if (!reads) return null;
  return (
    <section id="reads" aria-labelledby="reads-title">
      <h2 id="reads-title">Top reads on studying in {name}</h2>
      <ArticleList articles={reads.items} />
      <p>
        {/* A plain anchor, as every article link: SPEC.md §2 has article pages load in full. */}
        <a href={sitePath(siteRoutes.articleCategory(reads.category.slug))}>
          All articles on studying in {name}
        </a>
      </p>
    </section>
  );
}
