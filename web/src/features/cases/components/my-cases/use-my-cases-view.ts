import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readMyCasesView, writeMyCasesView, type MyCasesView } from '../../utils/my-cases-search-params';

export type ViewUpdate = (view: MyCasesView) => MyCasesView;

/**
 * The screen's filters, page and open case, kept in the URL. Updates are functions of the latest URL, so a
 * debounced search cannot undo a click made meanwhile. `push` adds a history entry (filters and pages, so Back
 * returns to them); opening and closing rows replaces the entry.
 */
export function useMyCasesView(): [MyCasesView, (update: ViewUpdate, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readMyCasesView(params), [params]);
  const update = useCallback(
    (change: ViewUpdate, options: { push?: boolean } = {}) =>
      setParams((current) => writeMyCasesView(change(readMyCasesView(current))), { replace: !options.push }),
    [setParams],
  );
  return [view, update];
}
