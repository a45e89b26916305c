import type { SxProps, Theme } from '@mui/material';

/** Hidden on screen, still read by screen readers. */
export const VISUALLY_HIDDEN: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
