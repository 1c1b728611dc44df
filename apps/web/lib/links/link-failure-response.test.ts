import { describe, expect, it } from 'vitest';
import { linkFailureResponse } from './link-failure-response.ts';
import { sitePath } from '@meridian/domain/routes/site-routes';

const link = {
  name: 'brochure link',
  lifetime: '7 days',
  askAgain: 'Ask for the brochure again on the university’s page.',
  askAgainLink: { href: sitePath('/universities'), text: 'Find the university' },
};
const answer = async (apiStatus: number | undefined) => {
  const response = linkFailureResponse({ apiStatus, link, brandName: 'Meridian' });
  return { status: response.status, html: await response.text() };
};

describe('a file link the API did not serve', () => {
  it('answers the expired page with 410 and says how long such links work', async () => {
    const { status, html } = await answer(410);
    expect(status).toBe(410);
    expect(html).toContain('<h1>This brochure link has expired</h1>');
    expect(html).toContain('Brochure links work for 7 days.');
    expect(html).toContain(`<a href="${sitePath('/universities')}">Find the university</a>`);
  });

  it('answers the invalid page with 404 for a link the API refused or could not read', async () => {
    for (const apiStatus of [400, 404]) {
      const { status, html } = await answer(apiStatus);
      expect(status).toBe(404);
      expect(html).toContain('<h1>This brochure link is not valid</h1>');
    }
  });

  it('answers 502 when the API could not be reached or failed', async () => {
    for (const apiStatus of [undefined, 500]) {
      expect((await answer(apiStatus)).status).toBe(502);
    }
  });
});
