import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import type { ApiConfig } from '../../../env.ts';
import type { WebinarRow } from './repo.ts';

/** Where a registered learner joins a session; each video platform is one provider. */
export interface MeetingProvider {
  joinUrl(session: Pick<WebinarRow, 'slug' | 'joinUrl' | 'zoomMeetingNumber'>): string | null;
}

/** The default: the session's own join address on any video platform (Jitsi, Meet, Teams, Zoom links). */
export const linkProvider: MeetingProvider = { joinUrl: (session) => session.joinUrl };

/** A Zoom meeting joined inside the live page through the Meeting SDK (signature from /webinar/zoom/signature). */
export function zoomSdkProvider(config: Pick<ApiConfig, 'PUBLIC_WEB_URL'>): MeetingProvider {
  return { joinUrl: (session) => siteUrl(config.PUBLIC_WEB_URL, siteRoutes.liveWebinar(session.slug)) };
}

/** Zoom sessions go through the SDK when its credentials are configured; every other session uses its link. */
export function meetingProviderFor(
  session: Pick<WebinarRow, 'zoomMeetingNumber'>,
  config: Pick<ApiConfig, 'PUBLIC_WEB_URL' | 'ZOOM_SDK_KEY' | 'ZOOM_SDK_SECRET'>,
): MeetingProvider {
  return session.zoomMeetingNumber && config.ZOOM_SDK_KEY && config.ZOOM_SDK_SECRET
    ? zoomSdkProvider(config)
    : linkProvider;
}
