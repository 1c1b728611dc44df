/**
 * A YouTube video id: eleven characters of letters, digits, `-` and `_`. A pattern rather than a
 * schema, so the browser's video player reads ids without loading a schema library.
 */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
