import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Reads a 1-based page number from `?page=`; anything that is not a whole number of 1 or more is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's current page, kept in the URL so it survives opening an item and coming back
 * (Back button or the item's back link) and can be shared. Each list has its own URL, so its own page.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [page, setPage];
}

/** Where an item page's "back" link goes: the list page the user came from, carried in navigation state. */
export function listPageFrom(state: unknown): number {
  if (typeof state === 'object' && state !== null && 'fromPage' in state) return pageFromSearch(String(state.fromPage));
  return 1;
}
