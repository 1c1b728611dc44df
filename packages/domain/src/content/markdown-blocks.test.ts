import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './blocks.ts';
import { blocksToMarkdown, markdownToBlocks } from './markdown-blocks.ts';

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
];

describe('content Markdown', () => {
  it('reads back every kind of block it writes', () => {
    expect(markdownToBlocks(blocksToMarkdown(EVERY_BLOCK))).toEqual(EVERY_BLOCK);
  });

  it('reads what an editor writes by hand: alerts, a captioned table and an FAQ', () => {
    const markdown = [
      '## Fees',
      '',
      'Table: Fees in India',
      '',
      '| Test | Fee |',
      '|---|---|',
      '| IELTS | ₹18,000 |',
      '',
      '> [!WARNING]',
      '> Fees change every year or two.',
    ].join('\n');
    expect(markdownToBlocks(markdown)).toEqual([
      { type: 'heading', level: 2, text: 'Fees' },
      { type: 'table', caption: 'Fees in India', columns: ['Test', 'Fee'], rows: [['IELTS', '₹18,000']] },
      { type: 'callout', tone: 'warning', text: 'Fees change every year or two.' },
    ]);
  });

  it('refuses Markdown a content page has no block for, saying what it found', () => {
    expect(() => markdownToBlocks('# A top-level heading')).toThrow('only ## and ### headings, not h1');
    expect(() => markdownToBlocks('```\ncode\n```')).toThrow('Markdown code has no place in a content page');
    expect(() => markdownToBlocks('| A | B |\n|---|---|\n| 1 | 2 |')).toThrow(
      'a table needs a "Table: caption"',
    );
    expect(() => markdownToBlocks('> a plain quote')).toThrow(
      'a quote must start with [!TIP], [!WARNING] or [!FAQ]',
    );
  });
});
