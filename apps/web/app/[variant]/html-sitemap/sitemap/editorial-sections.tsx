import type { EditorialSitemap } from '@meridian/domain/content/sitemap';
import { groupInOrder } from '@meridian/domain/group-in-order';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '@/components/catalogue/catalogue.module.css';

type Link = { href: string; label: string };

/** A titled group of links; `href` on the title links the group's own page. Plain anchors: articles force a full load. */
function LinkGroup({ title, href, links }: { title: string; href?: string; links: readonly Link[] }) {
  return (
    <div>
      <h3>{href ? <a href={sitePath(href)}>{title}</a> : title}</h3>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={sitePath(link.href)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The editorial half of the HTML sitemap: articles, exams, knowledge base, e-books, scholarships, directories. */
export function EditorialSections({ sitemap }: { sitemap: EditorialSitemap }) {
  return (
    <>
      <h2>
        <a href={sitePath(siteRoutes.articles())}>Articles</a>
      </h2>
      {sitemap.articleCategories.map((category) => (
        <LinkGroup
          key={category.slug}
          title={category.name}
          href={siteRoutes.articleCategory(category.slug)}
          links={sitemap.articles
            .filter((a) => a.categorySlug === category.slug)
            .map((a) => ({ href: siteRoutes.article(a.slug), label: a.title }))}
        />
      ))}
      <LinkGroup
        title="Articles by topic"
        links={sitemap.tags.map((t) => ({ href: siteRoutes.articleTag(t.slug), label: t.name }))}
      />
      <LinkGroup
        title="Authors"
        links={sitemap.authors.map((a) => ({ href: siteRoutes.author(a.slug), label: a.name }))}
      />

      <h2>
        <a href={sitePath(siteRoutes.exams())}>Exams</a>
      </h2>
      {sitemap.exams.map((exam) => (
        <LinkGroup
          key={exam.slug}
          title={exam.name}
          href={siteRoutes.exam(exam.slug)}
          links={exam.pages.map((p) => ({ href: siteRoutes.examPage(exam.slug, p.slug), label: p.title }))}
        />
      ))}
      <LinkGroup
        title="IELTS coaching centres"
        links={sitemap.coachingCities.map((c) => ({
          href: siteRoutes.coachingCentres(c.slug),
          label: `IELTS coaching centres in ${c.name}`,
        }))}
      />

      <h2>
        <a href={sitePath(siteRoutes.knowledgeBase())}>Knowledge base</a>
      </h2>
      {sitemap.knowledgeBase.flatMap((topic) =>
        topic.categories.map((category) => (
          <LinkGroup
            key={`${topic.slug}/${category.slug}`}
            title={`${topic.name}: ${category.name}`}
            href={siteRoutes.knowledgeBase(topic.slug, category.slug)}
            links={category.questions.map((q) => ({
              href: siteRoutes.knowledgeBase(topic.slug, category.slug, q.slug),
              label: q.question,
            }))}
          />
        )),
      )}

      <h2>
        <a href={sitePath(siteRoutes.ebooks())}>E-books</a>
      </h2>
      {groupInOrder(sitemap.ebooks, (b) => b.categoryName).map(({ first, rows }) => (
        <LinkGroup
          key={first.categoryName}
          title={first.categoryName}
          links={rows.map((b) => ({ href: siteRoutes.ebook(b), label: b.title }))}
        />
      ))}

      <h2>
        <a href={sitePath(siteRoutes.scholarships())}>Scholarships</a>
      </h2>
      <p>Find scholarships by country, level and yearly amount.</p>

      <h2>
        <a href={sitePath(siteRoutes.consultants())}>Study abroad consultants</a>
      </h2>
      <ul className={styles.linkList}>
        {sitemap.consultantCities.map((c) => (
          <li key={c.slug}>
            <a href={sitePath(siteRoutes.consultantsIn(c.slug))}>Consultants in {c.name}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
