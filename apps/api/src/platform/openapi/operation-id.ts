/** `user-contact-number` → `UserContactNumber`; a parameter, `:leadId` or `{leadId}`, → `ByLeadId`. */
function pascalSegment(segment: string): string {
  const parameter = /^(?::(.+)|\{(.+)\})$/.exec(segment);
  const words = (parameter ? (parameter[1] ?? parameter[2]!) : segment)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return parameter ? `By${pascal}` : pascal;
}

/**
 * The operationId of a route, derived from its method and path so it is the same on every build and
 * never needs writing by hand: `GET /cms/articles/:slug` → `getCmsArticlesBySlug`.
 */
export function operationIdFor(method: string, path: string): string {
  return method.toLowerCase() + path.split('/').filter(Boolean).map(pascalSegment).join('');
}

/** The path as documented: no trailing slash (`/lead/` is served as `/lead` too), `/` itself kept. */
export function documentedPath(url: string): string {
  return url.replace(/\/+$/, '') || '/';
}
