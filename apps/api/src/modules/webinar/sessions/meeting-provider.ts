import type { ApiConfig } from '#api/env.ts';
import type { WebinarRow } from './repo.ts';

/** Where a registered learner joins a session; each video platform is one provider. */
export interface MeetingProvider {
  joinUrl(session: Pick<WebinarRow, 'joinUrl' | 'zoomMeetingNumber'>): string | null;
}

/** The default: the session's own join address on any video platform (Jitsi, Meet, Teams, Zoom links). */
export const linkProvider: MeetingProvider = { joinUrl: (session) => session.joinUrl };

/**
 * A Zoom meeting joined in the browser through Zoom's web client. Not the session's live page: that
 * page is where the join link is shown, so sending the learner there would go round in a circle.
 */
export const zoomWebClientProvider: MeetingProvider = {
  joinUrl: (session) =>
    session.zoomMeetingNumber
      ? `https://zoom.us/wc/join/${encodeURIComponent(session.zoomMeetingNumber)}`
      : session.joinUrl,
};

/** Zoom sessions go through Zoom when its credentials are configured; every other session uses its link. */
export function meetingProviderFor(
  session: Pick<WebinarRow, 'zoomMeetingNumber'>,
  config: Pick<ApiConfig, 'ZOOM_SDK_KEY' | 'ZOOM_SDK_SECRET'>,
): MeetingProvider {
  return session.zoomMeetingNumber && config.ZOOM_SDK_KEY && config.ZOOM_SDK_SECRET
    ? zoomWebClientProvider
    : linkProvider;
}
