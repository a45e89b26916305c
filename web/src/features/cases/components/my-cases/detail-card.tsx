import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface CardToggle {
  open: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}

interface DetailCardProps {
  /** Also the anchor that highlights link to; the heading is focused when they do. */
  id: string;
  title: string;
  toggle?: CardToggle;
  children: ReactNode;
}

/** One card of an expanded case: a heading, its content and an optional 'View Full …' / 'Hide Full …' toggle. */
export function DetailCard({ id, title, toggle, children }: DetailCardProps) {
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  return (
    <Paper
      id={id}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="case-card"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        {/* The row's summary is an h3 (Accordion), so its cards are h4. */}
        <Typography id={headingId} variant="subtitle1" component="h4" tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
          {title}
        </Typography>
        {toggle && (
          <Button size="small" aria-expanded={toggle.open} aria-controls={bodyId} onClick={toggle.onToggle}>
            {toggle.open ? toggle.hideLabel : toggle.showLabel}
          </Button>
        )}
      </Box>
      <Box id={bodyId}>{children}</Box>
    </Paper>
  );
}

/** Label/value lines (a description list) that wrap on phones. */
export function Facts({ items, testId }: { items: ReadonlyArray<{ key: string; label: string; value: ReactNode }>; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'fit-content(40%) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
