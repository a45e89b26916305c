import { Chip } from '@mui/material';

/** A count beside an entry's label (its accessible name says it too: withUnread). */
export function CountChip({ count }: { count: number }) {
  if (count <= 0) return null;
  // The space keeps the label and the count apart in the visible text, which axe checks against the accessible name.
  return (
    <>
      {' '}
      <Chip
        size="small"
        color="error"
        label={count > 99 ? '99+' : count}
        aria-hidden
        sx={{ height: 20, ml: 1, '& .MuiChip-label': { px: 0.75 } }}
      />
    </>
  );
}
