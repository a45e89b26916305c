import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';

interface PageNavProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Knowledge Center pages". */
  label: string;
  /** Adds First and Last around Prev and Next (My Cases). */
  withEnds?: boolean;
  sx?: SxProps<Theme>;
}

/** Prev, the page numbers (shortened with gaps when there are many) and Next; optionally First and Last. */
export function PageNav({ page, totalPages, onChange, label, withEnds = false, sx }: PageNavProps) {
  const { t } = useTranslation();
  const step = (text: string, target: number, disabled: boolean) => (
    <Button variant="outlined" size="small" disabled={disabled} onClick={() => onChange(target)}>
      {text}
    </Button>
  );
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <Box component="nav" aria-label={label} sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {withEnds && step(t('pageNav.first'), 1, atStart)}
      {step(t('pageNav.prev'), page - 1, atStart)}
      {pageItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <Typography key={`gap-${i}`} aria-hidden color="text.secondary" sx={{ px: 0.5 }}>
            …
          </Typography>
        ) : (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'outlined'}
            aria-label={t('pageNav.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            sx={{ minWidth: 40 }}
          >
            {item}
          </Button>
        ),
      )}
      {step(t('pageNav.next'), page + 1, atEnd)}
      {withEnds && step(t('pageNav.last'), totalPages, atEnd)}
    </Box>
  );
}
