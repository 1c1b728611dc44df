/** Text matched literally inside a LIKE pattern: its `%`, `_` and `\` lose their wildcard meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern finding `text` anywhere in a value. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
