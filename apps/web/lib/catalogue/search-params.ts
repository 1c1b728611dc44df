/** Next.js search params as a page receives them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
