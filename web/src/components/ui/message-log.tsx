import { Box, Stack } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Within this many pixels of the bottom the reader is following along, so new messages scroll into view. */
const FOLLOW_THRESHOLD = 120;
/** Room left above an entry scrolled to its top. */
const TOP_GAP = 16;

interface MessageLogProps {
  /** The log's accessible name. */
  label: string;
  spacing: number;
  /** Changes whenever something is added or grows (streamed text), which scrolls to the bottom while following. */
  changeKey: string;
  /** The newest entry's key: a new entry (the reader's own message, say) brings the reader back to following. */
  lastKey?: string;
  children: ReactNode;
}

/** The view rests on the top of the newest entry, where a long answer was pinned (not the reader scrolling away). */
function pinned(el: HTMLElement, list: HTMLElement | null): boolean {
  const last = list?.lastElementChild;
  return last instanceof HTMLElement && Math.abs(el.scrollTop - (topWithin(el, last) - TOP_GAP)) < 2;
}

/** Where an entry starts within the scrolling box's content. */
const topWithin = (el: HTMLElement, entry: HTMLElement) =>
  entry.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;

/**
 * A scrolling conversation (role="log") that keeps its newest message in view, unless the reader scrolled up to
 * read something older. The scrolling box is the log itself and takes the focus, so a keyboard can scroll it
 * (WCAG 2.1.1) even when no message holds a link or button.
 */
export function MessageLog({ label, spacing, changeKey, lastKey, children }: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const seenLast = useRef(lastKey);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (lastKey !== seenLast.current) {
      seenLast.current = lastKey;
      following.current = true;
    }
    if (!following.current) return;
    // A long answer opens at its beginning: once the newest entry is taller than the view, its top stays in view
    // and the reader scrolls on at their own pace, on a phone too.
    const last = list.current?.lastElementChild;
    if (last instanceof HTMLElement && last.offsetHeight > el.clientHeight - TOP_GAP) {
      el.scrollTop = topWithin(el, last) - TOP_GAP;
      following.current = false;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [changeKey, lastKey]);

  return (
    <Box
      ref={scroller}
      onScroll={(event) => {
        const el = event.currentTarget;
        if (el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD) following.current = true;
        else if (!pinned(el, list.current)) following.current = false;
      }}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
    >
      <Stack ref={list} spacing={spacing}>
        {children}
      </Stack>
    </Box>
  );
}
