/** A learner's own call, `user/{userId}/…` (SPEC.md §7), through the same-origin proxy. */
export const userPath = (userId: string, path: string) => `/${encodeURIComponent(userId)}/${path}`;
