import { youtubeEmbedSrc, youtubeVideoId } from '@/lib/video/youtube.ts';
import videoStyles from '@/components/extras/extras.module.css';

/**
 * A past session's recording: with `embed` (WEBINAR_YOUTUBE_EMBED) a YouTube video plays in the page,
 * its player loading only as it scrolls into view; otherwise, or for a channel page, a link.
 */
export function WebinarRecording({ url, title, embed }: { url: string; title: string; embed: boolean }) {
  const videoId = embed ? youtubeVideoId(url) : null;
  return videoId ? (
    <iframe
      className={videoStyles.video}
      src={youtubeEmbedSrc(videoId)}
      title={`Recording: ${title}`}
      loading="lazy"
      allow="encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  ) : (
    <a href={url} target="_blank" rel="noopener noreferrer">
      Watch the recording
    </a>
  );
}
