import type { ContentBlock } from '@meridian/domain/content/blocks';
import type { Faq } from '@meridian/domain/faq';

// Short builders so editorial data reads like the page it becomes.
export const h2 = (text: string): ContentBlock => ({ type: 'heading', level: 2, text });
export const h3 = (text: string): ContentBlock => ({ type: 'heading', level: 3, text });
export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', ordered: false, items });
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', ordered: true, items });
export const tip = (text: string): ContentBlock => ({ type: 'callout', tone: 'tip', text });
export const warn = (text: string): ContentBlock => ({ type: 'callout', tone: 'warning', text });
export const table = (caption: string, columns: string[], ...rows: string[][]): ContentBlock => ({
  type: 'table',
  caption,
  columns,
  rows,
});
export const faqs = (...pairs: [string, string][]): Faq[] =>
  pairs.map(([question, answer]) => ({ question, answer }));
export const faqBlock = (...pairs: [string, string][]): ContentBlock => ({
  type: 'faq',
  items: faqs(...pairs),
});

export interface ArticleSeed {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  tags: string[];
  publishedOn: string;
  updatedOn: string;
  trendingRank?: number;
  body: ContentBlock[];
  faqs: Faq[];
}
