import { Box, CircularProgress, Typography } from '@mui/material';

export function AnalyzeStep() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress />
      <Typography>Analyzing your inputs...</Typography>
    </Box>
  );
}
