import { Lexer, type Token, type Tokens } from 'marked';
import { ContentBody, type ContentBlock } from './blocks.ts';

/**
 * Content pages are written as Markdown (the content files, the editor) and stored as typed blocks.
 * The Markdown they use: `##`/`###` headings, paragraphs, `-` and `1.` lists, a GFM table with a
 * `Table: caption` line before it, callouts as GitHub alerts (`> [!TIP]`, `> [!WARNING]`), and an
 * FAQ as a `> [!FAQ]` quote of `### question` headings each followed by its answer. Inline text is
 * kept as written, so `[label](/path)` links stay links.
 */

const CAPTION = /^Table: (.+)$/;
const ALERT = /^\[!(TIP|WARNING|FAQ)\]\s*\n?/;

/** Thrown for Markdown that maps to no block; the message names what was found. */
export class MarkdownBlockError extends Error {}

function alertBlock(token: Tokens.Blockquote): ContentBlock {
  const kind = ALERT.exec(token.text)?.[1];
  const inner = token.text.replace(ALERT, '');
  if (kind === 'TIP' || kind === 'WARNING') {
    return { type: 'callout', tone: kind === 'TIP' ? 'tip' : 'warning', text: inner.trim() };
  }
  if (kind === 'FAQ') {
    const items: { question: string; answer: string }[] = [];
    for (const child of new Lexer().lex(inner)) {
      if (child.type === 'heading') items.push({ question: (child as Tokens.Heading).text, answer: '' });
      else if (child.type === 'paragraph' && items.length > 0) {
        const last = items[items.length - 1]!;
        last.answer = last.answer ? `${last.answer}\n\n${child.text}` : (child as Tokens.Paragraph).text;
      } else if (child.type !== 'space') {
        throw new MarkdownBlockError(`an FAQ holds "### question" headings and answers, not ${child.type}`);
      }
    }
    return { type: 'faq', items };
  }
  throw new MarkdownBlockError('a quote must start with [!TIP], [!WARNING] or [!FAQ]');
}

function blockOf(token: Token, caption: string | undefined): ContentBlock {
  switch (token.type) {
    case 'heading': {
      const { depth, text } = token as Tokens.Heading;
      if (depth !== 2 && depth !== 3) throw new MarkdownBlockError(`only ## and ### headings, not h${depth}`);
      return { type: 'heading', level: depth, text };
    }
    case 'paragraph':
      return { type: 'paragraph', text: (token as Tokens.Paragraph).text };
    case 'list': {
      const list = token as Tokens.List;
      return { type: 'list', ordered: list.ordered, items: list.items.map((item) => item.text) };
    }
    case 'table': {
      if (caption === undefined)
        throw new MarkdownBlockError('a table needs a "Table: caption" line before it');
      const table = token as Tokens.Table;
      return {
        type: 'table',
        caption,
        columns: table.header.map((cell) => cell.text),
        rows: table.rows.map((row) => row.map((cell) => cell.text)),
      };
    }
    case 'blockquote':
      return alertBlock(token as Tokens.Blockquote);
    default:
      throw new MarkdownBlockError(`Markdown ${token.type} has no place in a content page`);
  }
}

/** The blocks a Markdown body stands for, checked against `ContentBody`. */
export function markdownToBlocks(markdown: string): ContentBody {
  const tokens = new Lexer({ gfm: true }).lex(markdown).filter((t) => t.type !== 'space');
  const blocks: ContentBlock[] = [];
  for (const [i, token] of tokens.entries()) {
    const caption = token.type === 'paragraph' ? CAPTION.exec(token.text)?.[1] : undefined;
    if (caption !== undefined && tokens[i + 1]?.type === 'table') continue;
    const previous = tokens[i - 1];
    const captionOfTable = previous?.type === 'paragraph' ? CAPTION.exec(previous.text)?.[1] : undefined;
    blocks.push(blockOf(token, captionOfTable));
  }
  return ContentBody.parse(blocks);
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

function markdownOf(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${block.text}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
    case 'table':
      return [
        `Table: ${block.caption}`,
        '',
        `| ${block.columns.map(cell).join(' | ')} |`,
        `|${block.columns.map(() => ' --- |').join('')}`,
        ...block.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
      ].join('\n');
    case 'callout':
      return quoted(`[!${block.tone === 'tip' ? 'TIP' : 'WARNING'}]\n${block.text}`);
    case 'faq':
      return quoted(
        ['[!FAQ]', ...block.items.map((item) => `### ${item.question}\n\n${item.answer}`)].join('\n\n'),
      );
  }
}

/** The Markdown of stored blocks, which `markdownToBlocks` reads back to the same blocks. */
export function blocksToMarkdown(blocks: readonly ContentBlock[]): string {
  return `${blocks.map(markdownOf).join('\n\n')}\n`;
}
