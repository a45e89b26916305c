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
 * read something older.
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
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
    >
      <Stack spacing={spacing} role="log" aria-label={label} aria-live="polite" aria-relevant="additions">
        {children}
      </Stack>
    </Box>
  );
}
