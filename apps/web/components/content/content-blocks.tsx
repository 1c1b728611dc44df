import type { ContentBlock } from '@meridian/domain/content/blocks';
import { tableOfContents } from '@meridian/domain/content/table-of-contents';
import { InlineText } from './inline-text.tsx';
import { FaqList } from './faq-list.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './content.module.css';

/** Renders stored content blocks; heading ids match the table of contents built from the same blocks. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  const anchors = tableOfContents(blocks).map((entry) => entry.id);
  let heading = 0;
  return (
    <div className={styles.body}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const id = anchors[heading++];
            return block.level === 2 ? (
              <h2 key={i} id={id}>
                {block.text}
              </h2>
            ) : (
              <h3 key={i} id={id}>
                {block.text}
              </h3>
            );
          }
          case 'paragraph':
            return (
              <p key={i}>
                <InlineText text={block.text} />
              </p>
            );
          case 'callout':
            return (
              <aside key={i} className={block.tone === 'tip' ? styles.tip : styles.warning}>
                <strong>{block.tone === 'tip' ? 'Tip: ' : 'Watch out: '}</strong>
                <InlineText text={block.text} />
              </aside>
            );
          case 'list': {
            const items = block.items.map((item, j) => (
              <li key={j}>
                <InlineText text={item} />
              </li>
            ));
            return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'table':
            return (
              <div key={i} className={styles.tableWrap}>
                <table>
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c}>
                            <InlineText text={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'faq':
            return <FaqList key={i} faqs={block.items} />;
          case 'image':
            return <ContentImage key={i} image={block} />;
        }
      })}
    </div>
  );
}
