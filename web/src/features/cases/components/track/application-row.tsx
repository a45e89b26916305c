import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { CaseStatusProviderName, CaseSummary } from '@shared/cases/case-views';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@/lib/case-labels';
import { formatDate } from '@/components/ui/date-text';
import { CaseStatusChip } from '../case-status-chip';
import { ApplicationDetails } from './application-details';
import { NONE } from '../../utils/format';

interface ApplicationRowProps {
  application: CaseSummary;
  statusProvider: CaseStatusProviderName;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}

function Cell({ label, children, area }: { label: string; children: ReactNode; area: string }) {
  return (
    <Box sx={{ gridArea: area, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/**
 * One application as an accordion row: Case #, Applicant, Category, Status and Submitted in the summary (two
 * columns on a phone, one line on wider screens), the rest when expanded.
 */
export function ApplicationRow({ application, statusProvider, expanded, onToggle }: ApplicationRowProps) {
  const { t } = useTranslation('cases');
  const a = application;
  // The Accordion gives its region these: labelled by the summary, controlled from it.
  const summaryId = `application-${a.caseId}-summary`;
  const detailsId = `application-${a.caseId}-details`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      disableGutters
      variant="outlined"
      data-testid="application-row"
      // Forms and lists of the other rows are not built until opened.
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={detailsId}
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box
          sx={{
            width: '100%',
            display: 'grid',
            columnGap: 2,
            rowGap: 1,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '1fr auto',
              md: 'minmax(130px, 1fr) minmax(120px, 1.3fr) minmax(110px, 1.1fr) 110px minmax(120px, 1fr)',
            },
            gridTemplateAreas: {
              xs: '"case status" "applicant submitted" "category category"',
              md: '"case applicant category status submitted"',
            },
          }}
        >
          <Cell label={t('track.columns.caseNumber')} area="case">
            <span data-testid="case-number">{a.caseNumber}</span>
          </Cell>
          <Cell label={t('track.columns.applicant')} area="applicant">
            {a.applicant}
          </Cell>
          <Cell label={t('track.columns.category')} area="category">
            {a.category ? categoryLabel(a.category) : NONE}
          </Cell>
          <Cell label={t('track.columns.status')} area="status">
            <CaseStatusChip status={a.status} />
          </Cell>
          <Cell label={t('track.columns.submitted')} area="submitted">
            {a.submissionDate ? <time dateTime={a.submissionDate}>{formatDate(a.submissionDate)}</time> : NONE}
          </Cell>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <ApplicationDetails application={a} statusProvider={statusProvider} />
      </AccordionDetails>
    </Accordion>
  );
}
