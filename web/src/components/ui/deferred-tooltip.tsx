// MUI's Tooltip for the shell's icon-only controls (the header's sidebar toggle, the collapsed sidebar), loaded at the
// user's first pointer or key interaction rather than with the page: nobody sees a tooltip before hovering or
// focusing, and Tooltip brings its positioning engine (Popper, about 11 KB gzipped) to every signed-in page's first
// load (docs/performance.md). Until it is in, the control renders alone, named by its aria-label.
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import { cloneElement, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType, type ReactElement, type Ref } from 'react';
import { loadOnce } from '@/lib/load-once';

/** What starts the load: the first pointer or key interaction (a focus the app moves itself, to a heading, is none). */
const STARTS = ['pointermove', 'pointerdown', 'keydown'] as const;
const PRESSES = ['pointerdown', 'keydown'] as const;
const RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;
const OPTIONS = { capture: true, passive: true };

const loadTooltip = loadOnce(() => import('@mui/material/Tooltip'));
let LoadedTooltip: ComponentType<TooltipProps> | null = null;
/** The element that had focus as the tooltips swapped in: a child remounted under its tooltip takes it back. */
let focusedAtSwap: Element | null = null;
const subscribers = new Set<() => void>();
let loading = false;
let pressed = false;
let onRelease: (() => void) | undefined;

function press(): void {
  pressed = true;
}

function release(): void {
  pressed = false;
  // The click of this press is dispatched right after its release: swap once it has been.
  if (onRelease) setTimeout(onRelease);
  onRelease = undefined;
}

/**
 * The swap remounts each child under its tooltip. Between a press and its release that would make the press no click,
 * so it waits for the release.
 */
const released = (): Promise<void> => (pressed ? new Promise((resolve) => (onRelease = resolve)) : Promise.resolve());

function listen(on: boolean): void {
  const method = on ? 'addEventListener' : 'removeEventListener';
  for (const type of STARTS) document[method](type, load, OPTIONS);
  for (const type of PRESSES) document[method](type, press, OPTIONS);
  for (const type of RELEASES) document[method](type, release, OPTIONS);
}

function swap(module: { default: ComponentType<TooltipProps> }): void {
  listen(false);
  focusedAtSwap = document.activeElement;
  LoadedTooltip = module.default;
  for (const notify of subscribers) notify();
  setTimeout(() => (focusedAtSwap = null)); // after React has committed the swap
}

function load(): void {
  loading = true;
  for (const type of STARTS) document.removeEventListener(type, load, OPTIONS);
  loadTooltip()
    .then(async (module) => {
      await released();
      swap(module);
    })
    .catch(() => {
      // The chunk did not arrive (offline): the next interaction tries again.
      loading = false;
      listen(true);
    });
}

function subscribe(notify: () => void): () => void {
  if (!LoadedTooltip && !loading) listen(true);
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

type ChildElement = ReactElement<{ ref?: Ref<HTMLElement> }>;

/** Tooltip's props; its child must take a ref (an MUI button does). */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ChildElement }) {
  const Tooltip = useSyncExternalStore(
    subscribe,
    () => LoadedTooltip,
    () => null,
  );
  const node = useRef<HTMLElement>(null);
  const ref = useForkRef(children.props.ref, node);
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = node.current;
    if (before && before !== node.current && before === focusedAtSwap) node.current?.focus();
  });
  const child = cloneElement(children, { ref });
  return Tooltip ? <Tooltip {...props}>{child}</Tooltip> : child;
}
