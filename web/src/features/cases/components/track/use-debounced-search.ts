import { useCallback, useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text and the query sent for it: the query follows the text once typing pauses, so each
 * keystroke does not fetch. `onSettle` runs when the query changes (the page goes back to 1).
 */
export function useDebouncedSearch(onSettle: () => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      onSettle();
    }, delay);
    return () => clearTimeout(timer);
  }, [text, query, delay, onSettle]);

  /** Empties the box and the query at once (no wait). */
  const clear = useCallback(() => {
    setText('');
    setQuery('');
  }, []);

  return { text, setText, query, clear };
}
