import Close from '@mui/icons-material/Close';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, IconButton, TextField } from '@mui/material';
import { CASE_STATUS_FILTERS, type CaseStatusFilter } from '@shared/cases/case-status';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { describeRange, NO_RANGE, type DayRange } from '../../utils/date-range';
import type { FilterChange, MyCasesView } from '../../utils/my-cases-search-params';
import { SearchField } from '@/components/ui/search-field';
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import { lazyRetry } from '@/lib/lazy-retry';

const SubmissionDatePanel = lazyRetry(() => import('./submission-date-panel'));

const isStatusFilter = (value: string): value is CaseStatusFilter => (CASE_STATUS_FILTERS as readonly string[]).includes(value);

/** Search, the status filter and the Submission Date range; every change filters on the server. */
export function CasesToolbar({ view, onChange }: { view: MyCasesView; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation('cases');
  const [datesOpen, setDatesOpen] = useState(false);
  const panelId = useId();
  const rangeText = describeRange(view.range);
  const setRange = (range: DayRange) => onChange({ range });

  return (
    <Box sx={{ mb: 2 }}>
      <Box role="search" aria-label={t('toolbar.filterCases')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SearchField value={view.q} onSearch={(q) => onChange({ q })} label={t('toolbar.search')} maxLength={CASE_LIMITS.search} />
        <TextField
          select
          label={t('toolbar.status')}
          size="small"
          value={view.status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) onChange({ status: event.target.value });
          }}
          // A native select: simplest on phones, and for keyboards and screen readers.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 160px' } }}
        >
          {CASE_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </TextField>
        <Button
          variant={datesOpen || rangeText ? 'contained' : 'outlined'}
          color="primary"
          startIcon={<DateRangeOutlined />}
          endIcon={datesOpen ? <ExpandLess /> : <ExpandMore />}
          aria-expanded={datesOpen}
          aria-controls={datesOpen ? panelId : undefined}
          onClick={() => setDatesOpen((open) => !open)}
          sx={{ flex: { xs: '1 1 160px', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
        >
          {t('toolbar.submissionDate')}
        </Button>
        {rangeText && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <Chip label={rangeText} color="primary" variant="outlined" data-testid="submission-range" />
            <IconButton size="small" aria-label={t('toolbar.clearDates')} onClick={() => setRange(NO_RANGE)}>
              <Close fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      {datesOpen && (
        <Suspense fallback={<PageLoader label={t('toolbar.loadingPickers')} />}>
          <SubmissionDatePanel id={panelId} range={view.range} onChange={setRange} onClose={() => setDatesOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
