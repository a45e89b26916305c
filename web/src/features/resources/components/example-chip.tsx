import { Chip } from '@mui/material';

/** Marks a news item that is an illustrative example rather than a real announcement. */
export function ExampleChip() {
  return <Chip label="Example" size="small" color="warning" variant="outlined" />;
}
