import { Box, CircularProgress } from '@mui/material';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={28} />
      <span>{label}</span>
    </Box>
  );
}
