import { Box, Link, List, ListItem, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { SourceRef } from '@shared/content/content-views';
import { useTranslation } from 'react-i18next';
import { safeHref } from '@/components/ui/markdown';

/** The official sources an article or news item names, opening in a new tab. */
export function SourcesList({ sources }: { sources: SourceRef[] }) {
  const { t } = useTranslation('resources');
  if (sources.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="sources-heading" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="sources-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('sources')}
      </Typography>
      <List dense>
        {sources.map((source) => {
          // Stored data is edited in the console, so the same protocol rule as markdown links applies.
          const href = safeHref(source.url);
          return (
            <ListItem key={`${source.url}|${source.title}`} disableGutters>
              {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {source.title}
                  <OpenInNew fontSize="inherit" titleAccess={t('opensInNewTab')} />
                </Link>
              ) : (
                <Typography>{source.title}</Typography>
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
