import { Alert, Box, Link, Typography } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import { OUTSIDE_NORMAL_STEPS } from '@shared/processing-times/outside-normal-steps';
import { officeOfReceipt } from '@shared/processing-times/receipt-offices';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/components/ui/date-text';
import { formatNumber } from '@/lib/i18n/format';

/**
 * A tracked application against USCIS's posted time at its office (the cases API's `processing`): the typical time,
 * the wait so far, and past it, what to do, each step with its official page (docs/processing-times.md).
 */
export function ProcessingTime({ application }: { application: CaseSummary }) {
  const { t } = useTranslation('cases');
  const processing = application.processing;
  if (!processing) return <Typography variant="body2">{t('processing.unknown')}</Typography>;
  const office = officeOfReceipt(application.receiptNumber) ?? '';
  const months = (value: number) => t('processing.months', { count: value, months: formatNumber(value) });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="processing-time">
      <Typography variant="body2">{t('processing.typical', { office, months: months(processing.typicalMonths) })}</Typography>
      <Typography variant="body2">{t('processing.elapsed', { months: months(processing.elapsedMonths) })}</Typography>
      {processing.outsideNormal ? (
        <Alert severity="warning" data-testid="outside-normal">
          <Typography sx={{ fontWeight: 700 }}>{t('processing.outside')}</Typography>
          <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {OUTSIDE_NORMAL_STEPS.map((step) => (
              <Typography component="li" variant="body2" key={step.id} sx={{ mb: 0.5 }}>
                {t(`processing.steps.${step.id}`)}{' '}
                <Link href={step.source} target="_blank" rel="noopener noreferrer">
                  {t(`processing.stepLinks.${step.id}`)}
                </Link>
              </Typography>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">{t('processing.inside')}</Alert>
      )}
      <Typography variant="caption" color="text.secondary">
        <Link href={processing.source} target="_blank" rel="noopener noreferrer">
          {t('processing.source')}
        </Link>
        {', '}
        {t('processing.asOf', { date: formatDate(processing.asOf) })}
      </Typography>
    </Box>
  );
}
