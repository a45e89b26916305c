import { Suspense, use } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AsyncState, type AsyncQuery } from './async-state';

const query = (state: Partial<AsyncQuery<string>>): AsyncQuery<string> => ({
  data: undefined,
  error: null,
  isPending: false,
  refetch: () => undefined,
  ...state,
});
const render = (state: Partial<AsyncQuery<string>>, loading?: string) =>
  renderToStaticMarkup(
    <AsyncState
      query={query(state)}
      loadingLabel="Loading the thing"
      loading={loading && <p>{loading}</p>}
      errorMessage="The thing could not be loaded."
    >
      {(data) => <p>{data}</p>}
    </AsyncState>,
  );

describe('AsyncState', () => {
  it('shows the page loader while pending, or the given loading node instead', () => {
    expect(render({ isPending: true })).toContain('Loading the thing');
    const skeleton = render({ isPending: true }, 'skeleton');
    expect(skeleton).toContain('<p>skeleton</p>');
    expect(skeleton).not.toContain('Loading the thing');
  });

  it('shows the error with Try again when there is no data, and the data otherwise', () => {
    const failed = render({ error: new Error('boom') });
    expect(failed).toContain('The thing could not be loaded.');
    expect(failed).toContain('Try again');
    expect(render({ data: 'ready' })).toContain('<p>ready</p>');
  });

  it('keeps a wait of what the data shows (its texts loading) in place, with its own loading state', () => {
    const neverLoaded = new Promise<string>(() => undefined);
    function WaitsForTexts() {
      return <p>{use(neverLoaded)}</p>;
    }
    const markup = renderToStaticMarkup(
      <Suspense fallback={<p>the whole screen waits</p>}>
        <AsyncState query={query({ data: 'ready' })} loading={<p>skeleton</p>}>
          {() => <WaitsForTexts />}
        </AsyncState>
      </Suspense>,
    );
    expect(markup).toContain('<p>skeleton</p>');
    expect(markup).not.toContain('the whole screen waits');
  });
});
