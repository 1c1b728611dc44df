import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { parentSiteLink } from '@/lib/navigation/parent-site-link.ts';
import { parseWebConfig } from '@/lib/web-config.ts';
import { PlainLinkList } from './plain-link.tsx';

describe('menu links to other sites', () => {
  it('open in a new tab, except the parent site, opened in place with rel="noopener"', () => {
    const link = parentSiteLink(parseWebConfig({ PARENT_SITE_URL: 'https://group.example.org/' }))!;
    const html = renderToStaticMarkup(
      <PlainLinkList links={[link, { href: 'https://www.facebook.com/x', text: 'Facebook' }]} />,
    );
    expect(html).toContain('<a href="https://group.example.org/" rel="noopener">Visit group.example.org</a>');
    expect(html).toContain('<a href="https://www.facebook.com/x" target="_blank" rel="noopener noreferrer">');
  });

  it('carry the analytics event their click sends', () => {
    const html = renderToStaticMarkup(
      <PlainLinkList
        links={[{ href: '/ebooks/gre-exam-guide-2', text: 'GRE guide', event: 'hamburger_clicked' }]}
      />,
    );
    expect(html).toContain('data-event="hamburger_clicked"');
  });
});
