/**
 * What one part of a page loads from another service, or `fallback` when that service fails: the
 * part is left out, not the page (a layout that threw would take every page down with it).
 */
export async function optionalPart<T>(part: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`${part} unavailable:`, error);
    return fallback;
  }
}
