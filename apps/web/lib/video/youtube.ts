import { YOUTUBE_VIDEO_ID } from '@meridian/domain/youtube-video-id';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
/** Paths whose next segment is the video id: `/embed/{id}`, `/live/{id}`, `/shorts/{id}`. */
const ID_PATHS = new Set(['embed', 'live', 'shorts']);

/**
 * The video id of a YouTube watch, share, live, shorts or embed address; null for anything else
 * (a channel or playlist page, another site), which can only be linked to.
 */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    candidate = first === 'watch' ? url.searchParams.get('v') : first && ID_PATHS.has(first) ? second : null;
  }
  return candidate && YOUTUBE_VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player (no cookies until the visitor plays), as YouTube documents it. */
export function youtubeEmbedSrc(videoId: string, options: { autoplay?: boolean } = {}): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}${options.autoplay ? '?autoplay=1' : ''}`;
}
