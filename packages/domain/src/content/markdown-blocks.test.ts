import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './blocks.ts';
import { blocksFromMarkdown, markdownFromBlocks } from './markdown-blocks.ts';

const PARAGRAPH =
  'The Graduate Route lets international students stay in the UK for two years after a degree.';

const EVERY_BLOCK: ContentBlock[] = [
  { type: 'heading', level: 2, text: 'What the Student visa costs' },
  {
    type: 'paragraph',
    text: 'The fee is £524; see [the visa guide](/articles/uk-student-visa) for the rest.',
  },
  { type: 'heading', level: 3, text: 'Money to show' },
  { type: 'list', ordered: false, items: ['Tuition for the first year', 'Living costs for nine months'] },
  { type: 'list', ordered: true, items: ['Get your CAS', 'Apply online'] },
  {
    type: 'table',
    caption: 'Costs for a one-year master’s',
    columns: ['Item', 'Amount'],
    rows: [
      ['Visa fee', '£524'],
      ['Health surcharge | per year', '£776'],
    ],
  },
  { type: 'callout', tone: 'tip', text: 'Book biometrics as soon as the CAS arrives.' },
  { type: 'callout', tone: 'warning', text: 'Funds must be held for 28 consecutive days.' },
  {
    type: 'faq',
    items: [
      { question: 'How long does the visa take?', answer: 'Usually about three weeks after biometrics.' },
      { question: 'Can I work while studying?', answer: 'Up to 20 hours a week during term time.' },
    ],
  },
  {
    type: 'image',
    mediaId: '6f1c2f3e-8a5b-4c7d-9e0f-1a2b3c4d5e6f',
    width: 1200,
    height: 600,
    alt: 'The Old College, Edinburgh',
  },
];

describe('content Markdown', () => {
  it('reads back every kind of block it writes', () => {
    expect(blocksFromMarkdown(markdownFromBlocks(EVERY_BLOCK))).toEqual({ ok: true, body: EVERY_BLOCK });
  });

  it('reads what an editor writes by hand: a captioned table, alerts, an FAQ and an uploaded picture', () => {
    const markdown = [
      '## Staying on after study',
      PARAGRAPH,
      'Table: Graduate Route length by degree',
      '| Degree | Stay |\n| --- | --- |\n| Bachelor’s or master’s | 2 years |\n| PhD | 3 years |',
      '> [!WARNING]\n> You must apply from inside the UK before your Student visa ends.',
      '> [!FAQ]\n> ### Can I switch to a Skilled Worker visa later?\n>\n> Yes, once a licensed employer offers you a job that meets the salary threshold.',
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
    expect(result.ok && result.body[3]).toEqual({
      type: 'callout',
      tone: 'warning',
      text: 'You must apply from inside the UK before your Student visa ends.',
    });
    expect(result.ok && result.body[4]).toMatchObject({
      items: [{ question: 'Can I switch to a Skilled Worker visa later?' }],
    });
    expect(result.ok && result.body[5]).toMatchObject({
      width: 1200,
      height: 600,
      alt: 'The Old College, Edinburgh',
    });
  });

  it.each([
    ['# Title\n\n' + PARAGRAPH, 'use ## or ### for headings'],
    ['```\ncode\n```', 'code is not supported here'],
    ['<iframe src="https://example.com"></iframe>', 'HTML is not supported here'],
    ['![A photo](https://example.com/photo.jpg)', 'pictures must be uploaded here first'],
    ['| a | b |\n| - | - |\n| 1 | 2 |', 'put a "Table: caption" line just before each table'],
    ['Table: A caption with no table\n\n' + PARAGRAPH, 'a "Table:" line must come just before its table'],
    [
      '> Just a quote that is long enough to be a callout.',
      'a quote must start with [!TIP], [!WARNING] or [!FAQ]',
    ],
    ['Too short.', 'block 1 (paragraph)'],
  ])('refuses %j with the reason', (markdown, reason) => {
    const result = blocksFromMarkdown(markdown);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });
});
