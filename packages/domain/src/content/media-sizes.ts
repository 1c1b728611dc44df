// The sizes of uploaded pictures, apart from the schemas: pages' scripts read them without loading zod.

/** The widths every uploaded picture is stored at, for `srcset` (phone, tablet and desktop columns). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The types an upload may be, judged by its bytes (never SVG: an SVG can carry script). */
export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The largest picture an editor may upload: an article's, a logo, a campus or a person's photo. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
