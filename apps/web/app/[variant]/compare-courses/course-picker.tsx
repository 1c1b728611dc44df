import { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { MAX_COMPARED } from '@meridian/domain/catalogue/compare';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listCourses } from '@/lib/api/catalogue.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import styles from '@/components/catalogue/catalogue.module.css';

const CHOICES = 10;

/**
 * Adds a course to the comparison: a name search (a plain GET form, so it works before scripts load)
 * whose results each link to the comparison with that course added.
 */
export async function CoursePicker({ compared, search }: { compared: number[]; search: string | undefined }) {
  if (compared.length >= MAX_COMPARED) {
    return <p className={styles.muted}>A comparison holds three courses. Remove one to add another.</p>;
  }
  const term = search?.trim() || undefined;
  const filter = term === undefined ? undefined : CourseFilter.safeParse({ courseName: term });
  const found = filter?.success
    ? await listCourses(contentApi(), {
        filter: encodeCourseFilter(filter.data),
        sort: 'ranking',
        page: 1,
        size: CHOICES + MAX_COMPARED,
      })
    : undefined;
  const choices = (found?.items ?? []).filter((c) => !compared.includes(c.id)).slice(0, CHOICES);
  return (
    <section className={styles.section} aria-labelledby="add-course-title">
      <h2 id="add-course-title">{compared.length > 0 ? 'Add another course' : 'Add a course'}</h2>
      <form role="search" className={styles.search} action={sitePath(siteRoutes.compareCourses())}>
        {compared.length > 0 && <TextInput type="hidden" name="ids" value={compared.join(',')} />}
        <label htmlFor="compare-search">Course name</label>
        <TextInput
          id="compare-search"
          type="search"
          name="q"
          defaultValue={term}
          placeholder="For example: data science"
          minLength={2}
          maxLength={120}
          required
        />
        <Button variant="primary" type="submit">
          Find courses
        </Button>
      </form>
      {filter && !filter.success && <p role="alert">Type 2 to 120 characters of a course name.</p>}
      {found && choices.length === 0 && <p>No course name matches “{term}”. Try fewer or other words.</p>}
      {choices.length > 0 && (
        <ol className={styles.results} aria-label="Courses to add">
          {choices.map((c) => (
            <li key={c.id} className={styles.card}>
              <h3>{c.title}</h3>
              <p className={styles.muted}>
                {c.university.name} · {c.university.country.name} · {LEVEL_NAMES[c.educationLevel]}
              </p>
              <ButtonLink href={siteRoutes.compareCourses([...compared, c.id])}>
                Add to comparison
                <span className="visually-hidden">
                  : {c.title}, {c.university.name}
                </span>
              </ButtonLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
