import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

const PAGES = {
  410: {
    title: 'This page has been removed',
    body: 'The page you asked for is no longer available. Our latest guides, events and counsellors are a click away.',
  },
  503: {
    title: 'This page is being updated',
    body: 'We are updating this page right now. Please try again in a few minutes.',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small self-contained HTML page with a status Next.js cannot give a rendered page (410, 503),
 * or answered from a route handler (a file download that failed).
 */
export function statusPage(options: {
  status: number;
  title: string;
  body: string;
  brandName: string;
  link?: { href: string; text: string };
  headers?: Record<string, string>;
}): Response {
  const { title, body, brandName } = options;
  const link = options.link ?? {
    href: sitePath(siteRoutes.home()),
    text: `Go to the ${brandName} study abroad home page`,
  };
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brandName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c2430;line-height:1.6}h1{color:#07364a}a{color:#0b4f6c}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status: options.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...options.headers },
  });
}

/** The response for a page whose SEO meta sets 410 (gone) or 503 (maintenance). */
export function statusResponse(status: 410 | 503, brandName: string): Response {
  return statusPage({
    status,
    ...PAGES[status],
    brandName,
    ...(status === 503 ? { headers: { 'retry-after': '300' } } : {}),
  });
}
