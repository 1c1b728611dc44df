import { Lexer, type Token, type Tokens } from 'marked';
import { ContentBody, type ContentBlock } from './blocks.ts';
import { mediaMarkdownSource, parseMediaSource } from './media.ts';

/**
 * Content pages are written as Markdown (the content files, the back office's editor) and stored as
 * typed blocks (see blocks.ts), so the renderer keeps owning the markup. The Markdown they use:
 * `##`/`###` headings, paragraphs, `-` and `1.` lists, a GFM table with a `Table: caption` line just
 * before it, callouts as GitHub alerts (`> [!TIP]`, `> [!WARNING]`), an FAQ as a `> [!FAQ]` quote of
 * `### question` headings each followed by its answer, and uploaded pictures. Inline text is kept as
 * written, so `[label](/path)` links stay links. Anything else is refused with the reason, never
 * silently dropped.
 */
export type MarkdownBody = { ok: true; body: ContentBody } | { ok: false; message: string };

const CAPTION = /^Table: (.+)$/;
const ALERT = /^\[!(TIP|WARNING|FAQ)\]\s*\n?/;

class Refusal extends Error {}

function faqOf(markdown: string): ContentBlock {
  const items: { question: string; answer: string }[] = [];
  for (const child of new Lexer().lex(markdown)) {
    const last = items.at(-1);
    if (child.type === 'heading') items.push({ question: (child as Tokens.Heading).text, answer: '' });
    else if (child.type === 'paragraph' && last) {
      const text = (child as Tokens.Paragraph).text;
      last.answer = last.answer ? `${last.answer}\n\n${text}` : text;
    } else if (child.type !== 'space') {
      throw new Refusal(`an FAQ holds "### question" headings and answers, not ${child.type}`);
    }
  }
  return { type: 'faq', items };
}

function alertOf(token: Tokens.Blockquote): ContentBlock {
  const kind = ALERT.exec(token.text)?.[1];
  const inner = token.text.replace(ALERT, '');
  if (kind === 'TIP' || kind === 'WARNING') {
    return { type: 'callout', tone: kind === 'TIP' ? 'tip' : 'warning', text: inner.trim() };
  }
  if (kind === 'FAQ') return faqOf(inner);
  throw new Refusal('a quote must start with [!TIP], [!WARNING] or [!FAQ]');
}

/** A paragraph holding one uploaded picture and nothing else, as an image block. */
function imageOf(token: Tokens.Paragraph): ContentBlock | undefined {
  const [only, ...rest] = token.tokens.filter((t) => !(t.type === 'text' && !t.raw.trim()));
  if (!only || rest.length > 0 || only.type !== 'image') return undefined;
  const image = only as Tokens.Image;
  const media = parseMediaSource(image.href);
  if (!media) throw new Refusal(`pictures must be uploaded here first (${image.href} is not an upload)`);
  return { type: 'image', ...media, alt: image.text };
}

function blockOf(token: Token, caption: string | undefined): ContentBlock {
  switch (token.type) {
    case 'heading': {
      const { depth, text } = token as Tokens.Heading;
      if (depth !== 2 && depth !== 3)
        throw new Refusal(`use ## or ### for headings (found a level ${depth} heading "${text}")`);
      return { type: 'heading', level: depth, text };
    }
    case 'paragraph': {
      const paragraph = token as Tokens.Paragraph;
      return imageOf(paragraph) ?? { type: 'paragraph', text: paragraph.text };
    }
    case 'list': {
      const list = token as Tokens.List;
      return { type: 'list', ordered: list.ordered, items: list.items.map((item) => item.text.trim()) };
    }
    case 'table': {
      if (caption === undefined) throw new Refusal('put a "Table: caption" line just before each table');
      const table = token as Tokens.Table;
      return {
        type: 'table',
        caption,
        columns: table.header.map((cell) => cell.text),
        rows: table.rows.map((row) => row.map((cell) => cell.text)),
      };
    }
    case 'blockquote':
      return alertOf(token as Tokens.Blockquote);
    default:
      throw new Refusal(`${token.type === 'html' ? 'HTML' : token.type} is not supported here`);
  }
}

function blocksOf(markdown: string): ContentBlock[] {
  const tokens = new Lexer({ gfm: true }).lex(markdown).filter((t) => t.type !== 'space');
  const blocks: ContentBlock[] = [];
  for (const [i, token] of tokens.entries()) {
    const caption = token.type === 'paragraph' ? CAPTION.exec(token.text)?.[1] : undefined;
    if (caption !== undefined) {
      if (tokens[i + 1]?.type !== 'table')
        throw new Refusal('a "Table:" line must come just before its table');
      continue;
    }
    const previous = tokens[i - 1];
    blocks.push(
      blockOf(token, previous?.type === 'paragraph' ? CAPTION.exec(previous.text)?.[1] : undefined),
    );
  }
  return blocks;
}

/** The blocks a Markdown text stands for, checked against the block schemas, or why it cannot be stored. */
export function blocksFromMarkdown(markdown: string): MarkdownBody {
  let blocks: ContentBlock[];
  try {
    blocks = blocksOf(markdown);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
  const checked = ContentBody.safeParse(blocks);
  if (checked.success) return { ok: true, body: checked.data };
  const issue = checked.error.issues[0]!;
  const index = issue.path[0];
  const where = typeof index === 'number' ? `block ${index + 1} (${blocks[index]?.type})` : 'the text';
  return { ok: false, message: `${where}: ${issue.message}` };
}

const cells = (row: readonly string[]) => `| ${row.map((text) => text.replaceAll('|', '\\|')).join(' | ')} |`;
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
        cells(block.columns),
        cells(block.columns.map(() => '---')),
        ...block.rows.map(cells),
      ].join('\n');
    case 'callout':
      return quoted(`[!${block.tone === 'tip' ? 'TIP' : 'WARNING'}]\n${block.text}`);
    case 'faq':
      return quoted(
        ['[!FAQ]', ...block.items.map((item) => `### ${item.question}\n\n${item.answer}`)].join('\n\n'),
      );
    case 'image':
      return `![${block.alt}](${mediaMarkdownSource({ id: block.mediaId, width: block.width, height: block.height })})`;
  }
}

/** The Markdown of stored blocks, which `blocksFromMarkdown` reads back to the same blocks. */
export function markdownFromBlocks(blocks: readonly ContentBlock[]): string {
  return `${blocks.map(markdownOf).join('\n\n')}\n`;
}
