import { LearnerPage } from '@meridian/domain/profile/learner-list';
import { browserClient } from './browser-client.ts';

/** GET {user}/admin/learners with the list's filters, sort and page (unset ones are not sent). */
export function listLearners(query: Record<string, string | undefined>): Promise<LearnerPage> {
  return browserClient.request('user', '/admin/learners', { query, schema: LearnerPage });
}
