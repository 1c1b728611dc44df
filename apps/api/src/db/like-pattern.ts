/** An `ilike` pattern matching text that contains `text` as typed (its `%`, `_` and `\` taken literally). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
