/**
 * A page route's `generateStaticParams`: no address is built ahead, each is rendered on its first
 * visit and then served from the cache (revalidated after 60 s or by tag). Without it, a route with
 * a dynamic segment (`[country]`, `[slug]`) would render on every request.
 */
export function generateStaticParams(): Record<string, string>[] {
  return [];
}
