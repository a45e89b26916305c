import { useLayoutEffect, type ComponentType } from 'react';
import { lazyRetry } from '@/lib/lazy-retry';
import { releasePrerenderedPage } from '@/lib/prerendered-page';

/**
 * Once a screen is in, login.html's copy of the sign-in form goes if it is still there: the sign-in form takes it
 * over first (its effects run before this one), and any other screen replaces it.
 */
function ReleasePrerenderedPage() {
  useLayoutEffect(releasePrerenderedPage, []);
  return null;
}

/**
 * A screen module (app/routes/<screen>.tsx) rendered lazily: each screen is its own chunk, loaded when first shown.
 * A chunk that does not arrive shows the error page (app/routes/route-error.tsx), and is fetched again the next
 * time the screen is shown.
 */
export function screen(load: () => Promise<{ Component: ComponentType }>) {
  const Screen = lazyRetry(async () => ({ default: (await load()).Component }));
  return (
    <>
      <Screen />
      <ReleasePrerenderedPage />
    </>
  );
}
