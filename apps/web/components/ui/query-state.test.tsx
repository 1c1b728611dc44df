import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { STATUS_MESSAGES } from '@meridian/domain/error-catalogue';
import { ApiError } from '@/lib/api/api-error.ts';
import { QueryState } from './query-state.client.tsx';
import { queryView } from './query-view.ts';

const PERMISSION = 'You currently don’t have permissions to access this page or feature.';

function render(query: { data: string[] | undefined; error: Error | null }) {
  return renderToStaticMarkup(
    <QueryState
      query={query}
      loading="Loading your documents…"
      notAllowedTitle="This page is for our counsellors"
    >
      {(documents) => (
        <ul>
          {documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('says it is loading as a polite status until the data or a failure comes', () => {
    const html = render({ data: undefined, error: null });
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('Loading your documents…');
  });

  it('gives the data to its children once there is some, even when a later refetch failed', () => {
    expect(render({ data: ['Passport'], error: null })).toBe('<ul><li>Passport</li></ul>');
    expect(render({ data: [], error: new ApiError({ status: 500, message: 'x' }) })).toBe('<ul></ul>');
  });

  it('shows a failure as an alert in the API’s catalogue words', () => {
    const html = render({
      data: undefined,
      error: new ApiError({ status: 404, errorCode: 'UD_EA_4002', message: 'User document not found.' }),
    });
    expect(html).toMatch(/<p[^>]*role="alert"[^>]*>User document not found\.<\/p>/);
  });

  it('never shows the text of a failure that is not the API’s, but the catalogue’s', () => {
    const html = render({ data: undefined, error: new Error('Invalid input: expected array') });
    expect(html).toContain(STATUS_MESSAGES[500]);
    expect(html).not.toContain('expected array');
  });

  it('shows the not-allowed page, with the permission text, when the API answers 403', () => {
    const html = render({ data: undefined, error: new ApiError({ status: 403, message: PERMISSION }) });
    expect(html).toContain('<h1 id="not-allowed-title">This page is for our counsellors</h1>');
    expect(html).toMatch(/role="alert"[^>]*>You currently don’t have permissions/);
    expect(html).toContain('Go to your profile');
  });

  it('takes a visitor whose session ended to log in when the API answers 401', () => {
    const html = render({ data: undefined, error: new ApiError({ status: 401, message: PERMISSION }) });
    expect(html).toContain('role="status"');
    expect(html).toContain('Taking you to log in…');
    expect(html).not.toContain(PERMISSION);
  });

  it('lets the page word a failure of its own kind', () => {
    const html = renderToStaticMarkup(
      <QueryState
        query={{ data: undefined, error: new Error('link') }}
        failed={() => <p>This link has expired.</p>}
      >
        {() => null}
      </QueryState>,
    );
    expect(html).toBe('<p>This link has expired.</p>');
  });
});

describe('queryView', () => {
  it('keeps a null answer (nothing saved yet) as data, not as loading', () => {
    expect(queryView({ data: null, error: null })).toEqual({ state: 'ready', data: null });
  });
});
