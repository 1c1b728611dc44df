import type { ContactPhone } from '@meridian/domain/contact';
import { FormAlert } from '@/components/forms/fields.tsx';

const WHY = {
  missing: 'This page needs the link from one of our messages.',
  invalid: 'This link is not valid. It may have been cut short or changed when it was copied.',
  expired: 'This link has expired. Unsubscribe links work for 90 days after the message.',
} as const;

export type LinkProblemReason = keyof typeof WHY;

/**
 * Why the page cannot show anyone's preferences, and what the person can do instead: the region's
 * counselling number when it has one. Nothing was changed.
 */
export function LinkProblem({
  reason,
  phone,
}: {
  reason: LinkProblemReason;
  phone: ContactPhone | undefined;
}) {
  return (
    <FormAlert>
      {WHY[reason]} Nothing has been changed. Open the link at the end of the latest SMS or email we sent you
      {phone ? (
        <>
          , or call us free on <a href={`tel:${phone.dial}`}>{phone.display}</a> and we will stop calls, SMS
          or email for you.
        </>
      ) : (
        '.'
      )}
    </FormAlert>
  );
}
