import { Box, Card, CardActionArea, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/async-state';

interface LinkedCardListProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  to: (item: T) => string;
  /** The list page the reader came from, so the item page's Back returns to it. */
  fromPage: number;
  children: (item: T) => ReactNode;
}

/** A list of cards, each opening its item; used by the Knowledge Center and the news. */
export function LinkedCardList<T>({ label, items, itemKey, to, fromPage, children }: LinkedCardListProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item) => (
        <Box component="li" key={itemKey(item)}>
          <Card>
            <CardActionArea component={RouterLink} to={to(item)} state={{ fromPage }}>
              <CardContent>{children(item)}</CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** A stale link past the last page: the list exists, this page of it does not. */
export function PastLastPage({ message, firstPage }: { message: string; firstPage: string }) {
  const { t } = useTranslation('resources');
  return (
    <EmptyState>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Link component={RouterLink} to={firstPage}>
        {t('goToFirstPage')}
      </Link>
    </EmptyState>
  );
}
