import { authOf } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import type { EditorChange } from './audited.ts';

/** The change an editor's request makes: by the signed-in editor, now, revalidating the pages it touches. */
export function editorChange(deps: Pick<ModuleDeps, 'clock' | 'revalidateContent'>) {
  return (request: Parameters<typeof authOf>[0]): EditorChange => ({
    actorId: authOf(request).userId,
    now: deps.clock(),
    revalidateContent: deps.revalidateContent,
  });
}
