import { Box, Button, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An unknown article or news item: the spec's message as the page heading, and a way back to the list. */
export function NotFound({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Box sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained" startIcon={<ArrowBack />}>
        {backLabel}
      </Button>
    </Box>
  );
}
