import type { Metadata } from 'next';
import { LearnerFile } from './learner-file.client.tsx';

export const metadata: Metadata = { title: 'Learner’s file' };

type Params = Promise<{ userId: string }>;

/**
 * `/admin/learners/{userId}`: one learner's file for their counsellor or an admin; the API refuses
 * anyone else, and the page then says it is not theirs.
 */
export default async function LearnerFilePage({ params }: { params: Params }) {
  return <LearnerFile userId={(await params).userId} />;
}
