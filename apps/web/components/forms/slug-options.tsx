/** A select's options for named things (countries, classes …), each valued by its slug. */
export function SlugOptions({ items }: { items: readonly { slug: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.slug} value={item.slug}>
      {item.name}
    </option>
  ));
}
