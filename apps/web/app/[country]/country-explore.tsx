import Link from 'next/link';

/** Links from a destination's guide into its course, university and accelerator program listings. */
export function CountryExplore({ name, slug }: { name: string; slug: string }) {
  if (slug === 'others') return null;
  const links = [
    { href: `/${slug}/courses`, text: `All courses in ${name}` },
    { href: `/${slug}/masters`, text: `Masters in ${name}` },
    { href: `/${slug}/bachelors`, text: `Bachelors in ${name}` },
    { href: `/${slug}/universities`, text: `Universities in ${name}` },
    { href: `/${slug}/ua-accelerator-programs`, text: `Accelerator programs in ${name}` },
  ];
  return (
    <section id="explore" aria-labelledby="explore-title">
      <h2 id="explore-title">Find your course in {name}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
