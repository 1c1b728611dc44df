'use client';

import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import { MyRecommendations } from '@/components/recommendation/my-recommendations.client.tsx';

export function ViewRecommendation() {
  return <SignedInOnly>{(user) => <MyRecommendations learner={user} />}</SignedInOnly>;
}
