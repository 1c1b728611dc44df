import { Lexer, type Token, type Tokens } from 'marked';
import { ContentBody, type ContentBlock } from './blocks.ts';
import { mediaMarkdownSource, parseMediaSource } from './media.ts';

/**
 * Editors write Markdown; pages store typed blocks (see blocks.ts), so the renderer keeps owning
 * the markup. The subset: `##`/`###` headings, paragraphs, lists, tables (caption in a `Table: …`
 * line just before), `> **Tip:**`/`> **Watch out:**` callouts, FAQ pairs (`**Q:** …` then `**A:** …`)
 * and uploaded pictures. Anything else is refused with the reason, never silently dropped.
 */
export type MarkdownBody = { ok: true; body: ContentBody } | { ok: false; message: string };

const CALLOUT = /^\*\*(Tip|Watch out):\*\*\s*/;
const QUESTION = /^\*\*Q:\*\*\s*/;
const ANSWER = /^\*\*A:\*\*\s*/;
const CAPTION = /^Table:\s*/;

class Refusal extends Error {}

function imageOf(token: Tokens.Paragraph): ContentBlock | undefined {
  const [only, ...rest] = token.tokens.filter((t) => !(t.type === 'text' && !t.raw.trim()));
  if (!only || rest.length > 0 || only.type !== 'image') return undefined;
  const image = only as Tokens.Image;
  const media = parseMediaSource(image.href);
  if (!media) throw new Refusal(`pictures must be uploaded here first (${image.href} is not an upload)`);
  return { type: 'image', ...media, alt: image.text };
}

function blocksOf(tokens: Token[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let caption: string | undefined;
  for (const token of tokens) {
    if (token.type === 'space') continue;
    if (caption !== undefined && token.type !== 'table')
      throw new Refusal('a "Table:" line must come just before its table');
    switch (token.type) {
      case 'heading': {
        const { depth, text } = token as Tokens.Heading;
        if (depth !== 2 && depth !== 3)
          throw new Refusal(`use ## or ### for headings (found a level ${depth} heading "${text}")`);
        blocks.push({ type: 'heading', level: depth, text });
        break;
      }
      case 'paragraph': {
        const paragraph = token as Tokens.Paragraph;
        const text = paragraph.text.trim();
        const last = blocks.at(-1);
        if (CAPTION.test(text)) caption = text.replace(CAPTION, '');
        else if (QUESTION.test(text)) {
          const item = { question: text.replace(QUESTION, ''), answer: '' };
          if (last?.type === 'faq') last.items.push(item);
          else blocks.push({ type: 'faq', items: [item] });
        } else if (ANSWER.test(text)) {
          const item = last?.type === 'faq' ? last.items.at(-1) : undefined;
          if (!item || item.answer) throw new Refusal('an **A:** answer must follow its **Q:** question');
          item.answer = text.replace(ANSWER, '');
        } else blocks.push(imageOf(paragraph) ?? { type: 'paragraph', text });
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        blocks.push({
          type: 'list',
          ordered: list.ordered,
          items: list.items.map((item) => item.text.trim()),
        });
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        if (caption === undefined) throw new Refusal('put a "Table: caption" line just before each table');
        blocks.push({
          type: 'table',
          caption,
          columns: table.header.map((cell) => cell.text),
          rows: table.rows.map((row) => row.map((cell) => cell.text)),
        });
        caption = undefined;
        break;
      }
      case 'blockquote': {
        const text = (token as Tokens.Blockquote).text.trim();
        const tone = CALLOUT.exec(text)?.[1];
        if (!tone) throw new Refusal('a quote must start with **Tip:** or **Watch out:**');
        blocks.push({
          type: 'callout',
          tone: tone === 'Tip' ? 'tip' : 'warning',
          text: text.replace(CALLOUT, ''),
        });
        break;
      }
      default:
        throw new Refusal(`${token.type === 'html' ? 'HTML' : token.type} is not supported here`);
    }
  }
  if (caption !== undefined) throw new Refusal('a "Table:" line must come just before its table');
  return blocks;
}

/** The blocks a Markdown text stands for, checked against the block schemas. */
export function blocksFromMarkdown(markdown: string): MarkdownBody {
  let blocks: ContentBlock[];
  try {
    blocks = blocksOf(new Lexer({ gfm: true }).lex(markdown));
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

const cells = (row: readonly string[]) => `| ${row.join(' | ')} |`;

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
      return `> **${block.tone === 'tip' ? 'Tip' : 'Watch out'}:** ${block.text}`;
    case 'faq':
      return block.items.map((f) => `**Q:** ${f.question}\n\n**A:** ${f.answer}`).join('\n\n');
    case 'image':
      return `![${block.alt}](${mediaMarkdownSource({ id: block.mediaId, width: block.width, height: block.height })})`;
  }
}

/** The Markdown an editor edits for stored blocks; `blocksFromMarkdown` reads it back to the same blocks. */
export function markdownFromBlocks(blocks: readonly ContentBlock[]): string {
  return `${blocks.map(markdownOf).join('\n\n')}\n`;
}
