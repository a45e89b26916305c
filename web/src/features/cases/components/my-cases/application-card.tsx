import { Box, Link, Typography } from '@mui/material';
import type { CaseDetails, CaseSummary } from '@shared/cases/case-views';
import type { ReactNode } from 'react';
import { formatDay, formatFee } from '../../utils/format';
import { CaseTimeline } from '../shared/case-timeline';
import { cardIds } from './card-ids';
import { DetailCard, Facts } from './detail-card';

type Fact = { key: string; label: string; value: ReactNode };

const fact = (key: string, label: string, value: ReactNode | null | undefined): Fact[] =>
  value === null || value === undefined || value === '' ? [] : [{ key, label, value }];

/** The filed application's fields (Track Your Applications' details), when the case has been filed. */
function trackedFacts(item: CaseSummary): Fact[] {
  return [
    ...fact('form', 'Form', item.formType),
    ...fact('receipt', 'Receipt #', item.receiptNumber && <Box component="span" sx={{ fontFamily: 'monospace' }}>{item.receiptNumber}</Box>),
    ...fact('submitted', 'Submitted', item.submissionDate && formatDay(item.submissionDate)),
    ...fact('priority', 'Priority date', item.priorityDate && formatDay(item.priorityDate)),
    ...fact('fee', 'Fee paid', item.fee === null ? null : formatFee(item.fee)),
    ...fact('consulate', 'Consulate', item.consulate),
    ...fact('interview', 'Interview date', item.interviewDate && formatDay(item.interviewDate)),
    ...fact(
      'officer',
      'Officer',
      (item.officerName || item.officerEmail) && (
        <>
          {item.officerName}
          {item.officerName && item.officerEmail && ' · '}
          {item.officerEmail && <Link href={`mailto:${item.officerEmail}`}>{item.officerEmail}</Link>}
        </>
      ),
    ),
    ...fact('notice', 'Latest notice', item.latestNotice),
  ];
}

/** Application Details: category, visa type, code and entered fields; the filed application's fields and timeline. */
export function ApplicationCard({ item, details }: { item: CaseSummary; details: CaseDetails }) {
  const ids = cardIds(item.caseId);
  const { application } = details;
  const basics: Fact[] = [
    { key: 'category', label: 'Category', value: application.category ?? item.category ?? 'Not chosen yet' },
    { key: 'visaType', label: 'Visa type', value: application.visaType ?? 'Not known yet' },
    { key: 'code', label: 'Code', value: application.code ?? item.formType ?? 'Not known yet' },
    ...Object.entries(application.enteredFields).map(([label, value]) => ({ key: `field-${label}`, label, value })),
  ];
  const filed = trackedFacts(item);
  const timelineHeading = `${ids.application}-timeline`;
  return (
    <DetailCard id={ids.application} title="Application Details">
      <Facts items={basics} testId="application-facts" />
      {filed.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" component="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
            Filed application
          </Typography>
          <Facts items={filed} testId="tracked-facts" />
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography id={timelineHeading} variant="body2" component="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          Timeline
        </Typography>
        <CaseTimeline entries={item.timeline} labelledBy={timelineHeading} />
      </Box>
    </DetailCard>
  );
}
