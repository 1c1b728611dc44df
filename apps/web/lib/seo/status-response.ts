import { BASE_PATH } from '@meridian/domain/base-path';

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
 * The response for a page whose SEO meta sets 410 (gone) or 503 (maintenance). Next.js cannot give a
 * rendered page these statuses, so the proxy answers with this small self-contained page.
 */
export function statusResponse(status: 410 | 503, brandName: string): Response {
  const page = PAGES[status];
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(brandName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c2430;line-height:1.6}h1{color:#07364a}a{color:#0b4f6c}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.body)}</p>
<p><a href="${BASE_PATH}">Go to the ${escapeHtml(brandName)} study abroad home page</a></p>
</main>
</body>
</html>`;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (status === 503) headers['retry-after'] = '300';
  return new Response(html, { status, headers });
}
