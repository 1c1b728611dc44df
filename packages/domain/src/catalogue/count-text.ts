/** "1 course found", "245 courses found", "1,000+ courses found" (en-IN grouping). */
export function courseCountText(total: number, capped: boolean): string {
  const number = `${total.toLocaleString('en-IN')}${capped ? '+' : ''}`;
  return `${number} ${total === 1 && !capped ? 'course' : 'courses'} found`;
}
