/** `%text%` for `ilike`, with the text's own `%`, `_` and `\` matched as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
