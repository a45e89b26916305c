import { useEffect, useState } from 'react';
import type { OnceLoader } from './load-once';

/**
 * A shared load's value for a component: `loader` runs once something is wanted (`wanted`, a key such as the page or
 * the language needing it). `failed` tells that the load failed for this key; another key tries again.
 */
export function useLoaded<T>(loader: OnceLoader<T> | undefined, wanted: string | undefined): { value: T | undefined; failed: boolean } {
  const [value, setValue] = useState(loader?.value);
  const [failedFor, setFailedFor] = useState<string>();
  useEffect(() => {
    if (!loader || wanted === undefined || value !== undefined) return;
    let current = true;
    loader().then(
      (loaded) => current && setValue(() => loaded),
      () => current && setFailedFor(wanted),
    );
    return () => {
      current = false;
    };
  }, [loader, wanted, value]);
  return { value, failed: failedFor !== undefined && failedFor === wanted };
}
