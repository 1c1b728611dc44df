import type { Metadata } from 'next';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { signedInPermissions } from '@/lib/console/signed-in-permissions.ts';
import { LearnerList } from './learner-list.client.tsx';

export const metadata: Metadata = { title: 'Learners' };

/** `/admin/learners`: a counsellor's learners; an admin's, every learner by counsellor (filters in the address). */
export default async function LearnersPage() {
  const permissions = await signedInPermissions();
  return <LearnerList byCounsellor={permissions.includes(PERMISSIONS.admin)} />;
}
