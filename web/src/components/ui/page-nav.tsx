import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';

/** Read by screen readers, not shown. */
const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

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

/**
 * Prev, the page numbers (shortened with gaps when there are many) and Next; optionally First and Last. Each button's
 * name ends with the navigation's label ("Next Answer pages"), so two pagers on one screen stay distinguishable.
 */
export function PageNav({ page, totalPages, onChange, label, withEnds = false, sx }: PageNavProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const named = (key: string | number) => ({ id: `${id}-${key}`, 'aria-labelledby': `${id}-${key} ${labelId}` });
  const step = (key: 'first' | 'prev' | 'next' | 'last', target: number, disabled: boolean) => (
    <Button variant="outlined" size="small" disabled={disabled} onClick={() => onChange(target)} {...named(key)}>
      {t(`pageNav.${key}`)}
    </Button>
  );
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  const first = withEnds && step('first', 1, atStart);
  const prev = step('prev', page - 1, atStart);
  const next = step('next', page + 1, atEnd);
  const last = withEnds && step('last', totalPages, atEnd);
  return (
    <Box
      component="nav"
      aria-labelledby={labelId}
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" id={labelId} sx={visuallyHidden}>
        {label}
      </Box>
      {first}
      {prev}
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
            {...named(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            sx={{ minWidth: 40 }}
          >
            {item}
          </Button>
        ),
      )}
      {next}
      {last}
    </Box>
  );
}
