import { Box, Link, Typography } from '@mui/material';
import type { CaseDetails, CaseSummary } from '@shared/cases/case-views';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { categoryLabel } from '@/lib/case-labels';
import { formatDay, formatFee } from '../../utils/format';
import { CaseTimeline } from '../shared/case-timeline';
import { cardIds } from './card-ids';
import { DetailCard, Facts } from './detail-card';

type Fact = { key: string; label: string; value: ReactNode };

const fact = (key: string, label: string, value: ReactNode | null | undefined): Fact[] =>
  value === null || value === undefined || value === '' ? [] : [{ key, label, value }];

/** The filed application's fields (Track Your Applications' details), when the case has been filed. */
function trackedFacts(item: CaseSummary, t: TFunction<'cases'>): Fact[] {
  return [
    ...fact('form', t('application.form'), item.formType),
    ...fact(
      'receipt',
      t('application.receipt'),
      item.receiptNumber && (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {item.receiptNumber}
        </Box>
      ),
    ),
    ...fact('submitted', t('application.submitted'), item.submissionDate && formatDay(item.submissionDate)),
    ...fact('priority', t('application.priorityDate'), item.priorityDate && formatDay(item.priorityDate)),
    ...fact('fee', t('application.feePaid'), item.fee === null ? null : formatFee(item.fee)),
    ...fact('consulate', t('application.consulate'), item.consulate),
    ...fact('interview', t('application.interviewDate'), item.interviewDate && formatDay(item.interviewDate)),
    ...fact(
      'officer',
      t('application.officer'),
      (item.officerName || item.officerEmail) && (
        <>
          {item.officerName}
          {item.officerName && item.officerEmail && ' · '}
          {item.officerEmail && <Link href={`mailto:${item.officerEmail}`}>{item.officerEmail}</Link>}
        </>
      ),
    ),
    ...fact('notice', t('application.latestNotice'), item.latestNotice),
  ];
}

/** Application Details: category, visa type, code and entered fields; the filed application's fields and timeline. */
export function ApplicationCard({ item, details }: { item: CaseSummary; details: CaseDetails }) {
  const { t } = useTranslation('cases');
  const ids = cardIds(item.caseId);
  const { application } = details;
  const category = application.category ?? item.category;
  const basics: Fact[] = [
    { key: 'category', label: t('application.category'), value: category ? categoryLabel(category) : t('application.notChosen') },
    { key: 'visaType', label: t('application.visaType'), value: application.visaType ?? t('application.notKnown') },
    { key: 'code', label: t('application.code'), value: application.code ?? item.formType ?? t('application.notKnown') },
    ...Object.entries(application.enteredFields).map(([label, value]) => ({ key: `field-${label}`, label, value })),
  ];
  const filed = trackedFacts(item, t);
  const timelineHeading = `${ids.application}-timeline`;
  return (
    <DetailCard id={ids.application} title={t('application.title')}>
      <Facts items={basics} testId="application-facts" />
      {filed.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" component="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('application.filed')}
          </Typography>
          <Facts items={filed} testId="tracked-facts" />
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography id={timelineHeading} variant="body2" component="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('application.timeline')}
        </Typography>
        <CaseTimeline entries={item.timeline} labelledBy={timelineHeading} />
      </Box>
    </DetailCard>
  );
}
