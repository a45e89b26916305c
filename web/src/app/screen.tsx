import { lazy, type ComponentType } from 'react';

/** A screen module (app/routes/<screen>.tsx) rendered lazily: each screen is its own chunk, loaded when first shown. */
export function screen(load: () => Promise<{ Component: ComponentType }>) {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Screen />;
}
