'use client';

import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { useMyCounsellor } from '@/lib/session/use-my-counsellor.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { CtaLink } from './cta-link.client.tsx';

/**
 * The header's call to action: free counselling for a visitor; for a learner whose counsellor
 * already looks after them, a call with that counsellor (issue 32).
 */
export function HeaderCta({ className }: { className: string | undefined }) {
  const { counsellor } = useMyCounsellor();
  if (counsellor) {
    const [firstName] = counsellor.fullName.split(' ');
    const label = `Book a call with ${firstName}`;
    return (
      <CtaLink href={siteRoutes.scheduleAppointment()} className={className} label={label}>
        <Avatar name={counsellor.fullName} photo={counsellor.photo} size={24} />
        {label}
      </CtaLink>
    );
  }
  return (
    <CtaLink href={siteRoutes.scheduleAppointment()} className={className} label="Book free counselling" />
  );
}
