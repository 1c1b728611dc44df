import { z } from 'zod';

/** A frame-ancestors source: `'self'`, `'none'` or a host, with optional scheme, `*.` and port. */
const FrameSource = z
  .string()
  .regex(
    /^(?:'self'|'none'|(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i,
    "must list 'self', 'none' or hosts such as https://*.partner.example, separated by spaces",
  );

/** Who may show the site in a frame (SPEC.md §9: from configuration), as the API and web app read it. */
export const SecuritySettings = {
  /** The sites that embed pages with `hide_layout`; by default only the site itself. */
  FRAME_ANCESTORS: z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z
        .array(FrameSource)
        .min(1)
        .refine((sources) => sources.length === 1 || !sources.includes("'none'"), "'none' must stand alone"),
    )
    .prefault("'self'"),
};

/**
 * The headers every page and API answer carries (issue 19). The policy has only `frame-ancestors`:
 * a script policy would need a nonce or hash for the inline scripts Next.js writes into every page,
 * which cached pages cannot carry (docs/security.md "Script policy").
 * HSTS is sent only in production, where the site is served over HTTPS alone.
 */
export function securityHeaders(options: {
  frameAncestors: readonly string[];
  production: boolean;
}): Record<string, string> {
  return {
    'content-security-policy': `frame-ancestors ${options.frameAncestors.join(' ')}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The site asks for the visitor's location (with consent) and takes payments; nothing else may.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}
