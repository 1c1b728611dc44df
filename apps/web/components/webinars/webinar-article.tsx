import type { WebinarDetail } from '@meridian/domain/content/webinars';
import { webConfig } from '@/lib/env.ts';
import { WebinarHeader } from './webinar-header.tsx';
import { WebinarRegistrationPanel } from './webinar-registration.client.tsx';

/** A webinar page's body: the session, then the learner's registration, join link or recording. */
export function WebinarArticle({
  webinar,
  autoRegister,
}: {
  webinar: WebinarDetail;
  autoRegister?: boolean;
}) {
  return (
    <article>
      <WebinarHeader webinar={webinar} />
      <WebinarRegistrationPanel
        webinar={webinar}
        autoRegister={autoRegister}
        embedRecording={webConfig().WEBINAR_YOUTUBE_EMBED}
      />
    </article>
  );
}
