/**
 * How deep a request's JSON may nest: deeper than any form or editor sends, shallow enough that
 * nothing which walks it recursively (JSON.stringify, PostgreSQL's jsonb) runs out of stack.
 */
export const MAX_INPUT_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `MAX_INPUT_DEPTH`; walked with its own stack, so any depth is safe. */
export function nestedTooDeep(root: unknown): boolean {
  const pending = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_INPUT_DEPTH) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}
