import type { OpenAPIV3_1 } from 'openapi-types';

type Section = 'schemas' | 'responses';
const SECTIONS: readonly Section[] = ['schemas', 'responses'];

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/**
 * Keeps only the schemas and responses the operations reach, directly or through other components.
 * The zod registry adds an input and an output variant of every named schema; most are used one way.
 */
export function pruneUnusedComponents(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const components = document.components ?? {};
  const used = new Set<string>();
  const queue = refsIn(document.paths);
  for (let ref = queue.pop(); ref !== undefined; ref = queue.pop()) {
    if (used.has(ref)) continue;
    used.add(ref);
    const [, , section, name] = ref.split('/') as [string, string, Section, string];
    queue.push(...refsIn(components[section]?.[name]));
  }
  const kept = Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      Object.fromEntries(
        Object.entries(components[section] ?? {}).filter(([name]) =>
          used.has(`#/components/${section}/${name}`),
        ),
      ),
    ]),
  );
  return { ...document, components: { ...components, ...kept } };
}
