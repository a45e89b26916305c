import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface EmptyMessageProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** Usually a button or link to create the first item. */
  action?: ReactNode;
}

/** The content of an empty list (inside AsyncState's EmptyState panel): a title, a hint and a next step. */
export function EmptyMessage({ title, description, icon, action }: EmptyMessageProps) {
  return (
    <Box data-testid="empty-message">
      {icon && <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
