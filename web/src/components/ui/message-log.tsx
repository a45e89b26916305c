import { Box, Stack } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Within this many pixels of the bottom the reader is following along, so new messages scroll into view. */
const FOLLOW_THRESHOLD = 120;

interface MessageLogProps {
  /** The log's accessible name. */
  label: string;
  spacing: number;
  /** Changes whenever something is added or grows (streamed text), which scrolls to the bottom while following. */
  changeKey: string;
  children: ReactNode;
}

/**
 * A scrolling conversation (role="log") that keeps its newest message in view, unless the reader scrolled up to
 * read something older. The scrolling box is the log itself and takes the focus, so a keyboard can scroll it
 * (WCAG 2.1.1) even when no message holds a link or button.
 */
export function MessageLog({ label, spacing, changeKey, children }: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [changeKey]);

  return (
    <Box
      ref={scroller}
      onScroll={(event) => {
        const el = event.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD;
      }}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
    >
      <Stack spacing={spacing}>{children}</Stack>
    </Box>
  );
}
