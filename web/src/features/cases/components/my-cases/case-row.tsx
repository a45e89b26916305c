import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@/lib/case-labels';
import { formatUpdated, isoFromSeconds } from '../../utils/format';
import type { CaseViewPart, CaseViewToggles } from '../../utils/view-toggles';
import { CaseStatusChip } from '../case-status-chip';
import { CaseDetailsPanel } from './case-details-panel';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The columns of a row on wide screens; the header above the list uses the same. */
export const ROW_COLUMNS = {
  md: 'minmax(120px, 0.9fr) minmax(0, 1.6fr) minmax(0, 1.2fr) minmax(0, 1.3fr) 96px 104px',
} as const;

interface CaseRowProps {
  item: CaseSummary;
  expanded: boolean;
  onExpand: (open: boolean) => void;
  toggles: CaseViewToggles;
  onViewToggle: (part: CaseViewPart, open?: boolean) => void;
  /** A line above the row, e.g. why a case opened from a link is shown apart from the list. */
  note?: ReactNode;
}

/** One case: a summary line that expands into its cards (details load on the first expand). */
export function CaseRow({ item, expanded, onExpand, toggles, onViewToggle, note }: CaseRowProps) {
  const { t } = useTranslation('cases');
  const summaryId = `case-${item.caseId}-summary`;
  const detailsId = `case-${item.caseId}-details`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onExpand(open)}
      disableGutters
      variant="outlined"
      data-testid="case-row"
      data-case-id={item.caseId}
      // Details mount (and load) only while open.
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&.Mui-expanded': { my: 0 } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        // The Accordion names its region from these.
        id={summaryId}
        aria-controls={detailsId}
        sx={{ px: { xs: 1.5, sm: 2 }, '& .MuiAccordionSummary-content': { minWidth: 0, my: 1.25 } }}
      >
        <Box sx={{ width: '100%', minWidth: 0 }}>
          {note}
          <Box
            sx={{
              display: 'grid',
              alignItems: 'center',
              gap: { xs: 0.5, md: 2 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: ROW_COLUMNS.md },
              gridTemplateAreas: {
                xs: '"name status" "meta meta" "updated updated"',
                md: '"number name applicant category status updated"',
              },
            }}
          >
            <Typography
              component="span"
              variant="body2"
              sx={{ gridArea: 'number', display: { xs: 'none', md: 'block' }, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {item.caseNumber}
            </Typography>
            <Typography component="span" data-testid="case-name" sx={{ gridArea: 'name', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.caseName}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ gridArea: 'applicant', display: { xs: 'none', md: 'block' }, overflowWrap: 'anywhere' }}
            >
              {item.applicant}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ gridArea: 'category', display: { xs: 'none', md: 'block' }, overflowWrap: 'anywhere' }}
            >
              {item.category ? categoryLabel(item.category) : t('myCases.noCategory')}
            </Typography>
            {/* On phones the number, applicant and category share one line under the name. */}
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ gridArea: 'meta', display: { xs: 'block', md: 'none' }, overflowWrap: 'anywhere' }}
            >
              {[item.caseNumber, item.applicant, item.category && categoryLabel(item.category)].filter(Boolean).join(' · ')}
            </Typography>
            <Box sx={{ gridArea: 'status', justifySelf: { xs: 'end', md: 'start' } }}>
              <CaseStatusChip status={item.status} />
            </Box>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ gridArea: 'updated', whiteSpace: 'nowrap' }}>
              {/* The column header says it on wide screens; screen readers always hear it. */}
              <Box component="span" sx={(theme) => ({ [theme.breakpoints.up('md')]: VISUALLY_HIDDEN })}>
                {t('myCases.updated')}{' '}
              </Box>
              <time dateTime={isoFromSeconds(item.updatedAt)}>{formatUpdated(item.updatedAt)}</time>
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1.5, sm: 2 }, pt: 0, pb: 2 }}>
        <CaseDetailsPanel item={item} toggles={toggles} onViewToggle={onViewToggle} />
      </AccordionDetails>
    </Accordion>
  );
}
