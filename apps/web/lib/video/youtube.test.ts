import { describe, expect, it } from 'vitest';
import { youtubeEmbedSrc, youtubeVideoId } from './youtube.ts';

describe('YouTube addresses', () => {
  it('finds the video of watch, share, live, shorts and embed addresses', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youtubeVideoId(address), address).toBe('dQw4w9WgXcQ');
    }
  });

  it('has no video for a channel, a playlist, another site or a malformed id', () => {
    for (const address of [
      'https://www.youtube.com/@mit',
      'https://www.youtube.com/playlist?list=PL123',
      'https://vimeo.com/76979871',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'not a url',
    ]) {
      expect(youtubeVideoId(address), address).toBeNull();
    }
  });

  it('plays from the privacy-enhanced domain', () => {
    expect(youtubeEmbedSrc('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youtubeEmbedSrc('dQw4w9WgXcQ', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });
});
