import type { ComponentType } from 'react';
import { lazyRetry } from '@/lib/lazy-retry';

/**
 * A screen module (app/routes/<screen>.tsx) rendered lazily: each screen is its own chunk, loaded when first shown.
 * A chunk that does not arrive shows the error page (app/routes/route-error.tsx), and is fetched again the next
 * time the screen is shown.
 */
export function screen(load: () => Promise<{ Component: ComponentType }>) {
  const Screen = lazyRetry(async () => ({ default: (await load()).Component }));
  return <Screen />;
}
