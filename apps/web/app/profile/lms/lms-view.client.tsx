'use client';

import { useLearner } from '../use-learner.ts';
import { LearningPlatform } from '../_tabs/learning-platform.client.tsx';
import { PaidProgramsNotice } from '../_tabs/paid-programs-notice.tsx';

/** The course for a paid learner; for a free one, where the paid programs are. */
export function LmsView() {
  return useLearner().paidUser ? <LearningPlatform /> : <PaidProgramsNotice label="The learning platform" />;
}
