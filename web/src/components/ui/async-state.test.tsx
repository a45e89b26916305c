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
});
