// A Tooltip whose code (MUI's Tooltip and Popper, about 11 KB gzipped) loads when the pointer or the keyboard
// first reaches its element: the app shell shows a few, and every screen's first load would carry them otherwise.
// The element keeps its own accessible name (aria-label); the tooltip repeats it for sighted users.
import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, useLayoutEffect, useRef, useState, useTransition, type ReactElement, type Ref } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type Reach = 'pointer' | 'focus';

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

interface LazyTooltipProps {
  title: string;
  placement?: TooltipProps['placement'];
  /** One element that takes a ref and passes on pointer and focus handlers, as MUI's Tooltip needs. */
  children: ReactElement<ChildProps>;
}

/** MUI's Tooltip, open at first if the pointer or focus that loaded it is still there; focus follows the element. */
function LoadedTooltip({ title, placement, children, reach, stillThere }: LazyTooltipProps & { reach: Reach; stillThere: () => boolean }) {
  const [open, setOpen] = useState(stillThere);
  const element = useRef<HTMLElement>(null);
  // The element was mounted again inside the Tooltip: a keyboard user's focus goes back to it.
  useLayoutEffect(() => {
    if (reach === 'focus') element.current?.focus();
  }, [reach]);
  return (
    <Tooltip title={title} placement={placement} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {cloneElement(children, { ref: element })}
    </Tooltip>
  );
}

export function LazyTooltip(props: LazyTooltipProps) {
  const [reach, setReach] = useState<Reach | null>(null);
  // A transition keeps the plain element on screen (and focused) while the Tooltip's code loads.
  const [, startTransition] = useTransition();
  const there = useRef(false);
  const reached = (how: Reach) => () => {
    there.current = true;
    startTransition(() => setReach((was) => was ?? how));
  };
  const left = () => {
    there.current = false;
  };
  const plain = cloneElement(props.children, { onPointerEnter: reached('pointer'), onFocus: reached('focus'), onPointerLeave: left, onBlur: left });
  return (
    <Suspense fallback={props.children}>
      {reach === null ? (
        plain
      ) : (
        <LoadedTooltip {...props} reach={reach} stillThere={() => there.current} />
      )}
    </Suspense>
  );
}
