import { Box, List, ListItem, Typography } from '@mui/material';

interface ReportBulletsProps {
  title: string;
  items: readonly string[];
  /** The heading level that fits the page around it. */
  headingComponent: 'h2' | 'h3' | 'h4';
}

/** One titled bullet list of a review report (issues, recommendations, missing documents); nothing when empty. */
export function ReportBullets({ title, items, headingComponent }: ReportBulletsProps) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component={headingComponent} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
        {items.map((item, i) => (
          <ListItem key={`${i}-${item}`} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
            {item}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
