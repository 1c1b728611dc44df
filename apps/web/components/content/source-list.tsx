/** The sources a page's facts come from, each opening the official site in a new tab. */
export function SourceList({ sources }: { sources: readonly { label: string; url: string }[] }) {
  return (
    <ul>
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} rel="noopener noreferrer" target="_blank">
            {source.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
