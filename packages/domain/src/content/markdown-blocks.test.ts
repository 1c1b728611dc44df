import { describe, expect, it } from 'vitest';
import { blocksFromMarkdown } from './markdown-blocks.ts';

const PARAGRAPH =
  'The Graduate Route lets international students stay in the UK for two years after a degree.';

describe('blocksFromMarkdown', () => {
  it('reads headings, tables with their caption, callouts, FAQ pairs and uploaded pictures', () => {
    const markdown = [
      '## Staying on after study',
      PARAGRAPH,
      'Table: Graduate Route length by degree',
      '| Degree | Stay |\n| --- | --- |\n| Bachelor’s or master’s | 2 years |\n| PhD | 3 years |',
      '> **Watch out:** You must apply from inside the UK before your Student visa ends.',
      '**Q:** Can I switch to a Skilled Worker visa later?',
      '**A:** Yes, once a licensed employer offers you a job that meets the salary threshold.',
      '![The Old College, Edinburgh](/media/6f1c2f3e-8a5b-4c7d-9e0f-1a2b3c4d5e6f/1200x600)',
    ].join('\n\n');
    const result = blocksFromMarkdown(markdown);
    expect(result.ok && result.body.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'table',
      'callout',
      'faq',
      'image',
    ]);
    expect(result.ok && result.body[2]).toMatchObject({
      caption: 'Graduate Route length by degree',
      rows: [
        ['Bachelor’s or master’s', '2 years'],
        ['PhD', '3 years'],
      ],
    });
    expect(result.ok && result.body[5]).toMatchObject({
      width: 1200,
      height: 600,
      alt: 'The Old College, Edinburgh',
    });
  });

  it.each([
    ['# Title\n\n' + PARAGRAPH, 'use ## or ### for headings'],
    ['<iframe src="https://example.com"></iframe>', 'HTML is not supported here'],
    ['![A photo](https://example.com/photo.jpg)', 'pictures must be uploaded here first'],
    ['| a | b |\n| - | - |\n| 1 | 2 |', 'put a "Table: caption" line just before each table'],
    [
      '> Just a quote that is long enough to be a callout.',
      'a quote must start with **Tip:** or **Watch out:**',
    ],
    ['Too short.', 'block 1 (paragraph)'],
  ])('refuses %j with the reason', (markdown, reason) => {
    const result = blocksFromMarkdown(markdown);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });
});
