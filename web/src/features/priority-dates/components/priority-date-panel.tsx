import { Alert, Box, Button, Chip, Link, Skeleton, Typography } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import { CHARGEABILITY_AREA_LABELS, PREFERENCE_CATEGORY_LABELS } from '@shared/visa-bulletin/visa-bulletin';
import type { ChartStanding, PriorityDateItem, PriorityDatesView } from '@shared/visa-bulletin/visa-bulletin-views';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '@/components/ui/date-text';
import { i18n } from '@/lib/i18n/i18n';
import { useServerMessages } from '@/lib/i18n/server-message';
import { usePriorityDates } from '../api/get-priority-dates';

const CHARTS = ['finalAction', 'datesForFiling'] as const;

/** "Current" (green), "Not current — about 3 months to go", "Unavailable". */
function StatusChip({ standing }: { standing: ChartStanding }) {
  const { t } = useTranslation('priority-dates');
  const render = useServerMessages('server-visa-bulletin');
  if (standing.status === 'current') return <Chip color="success" size="small" label={t('status.current')} />;
  if (standing.status === 'unavailable') return <Chip color="default" size="small" variant="outlined" label={t('status.unavailable')} />;
  return (
    <Chip
      color="warning"
      size="small"
      variant="outlined"
      label={t('status.notCurrent', { distance: standing.distance ? render(standing.distance) : t('status.someTime') })}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
    />
  );
}

function cutoffText(standing: ChartStanding): string {
  if (standing.status === 'unavailable') return i18n.t('priority-dates:cutoff.unavailable');
  if (!standing.cutoff) return i18n.t('priority-dates:cutoff.allCurrent');
  return standing.status === 'current'
    ? i18n.t('priority-dates:cutoff.current', { date: formatDate(standing.cutoff) })
    : i18n.t('priority-dates:cutoff.notCurrent', { date: formatDate(standing.cutoff) });
}

function Standing({ item, bulletin }: { item: PriorityDateItem; bulletin: NonNullable<PriorityDatesView['bulletin']> }) {
  const { t } = useTranslation('priority-dates');
  const category = item.preferenceCategory;
  const note = item.area !== 'ALL' ? 'hidden' : item.chargeability ? 'country' : 'none';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">
        {/* A country the bulletin does not list reads the first column: say which country that is. */}
        {t('standing', {
          category: category ? PREFERENCE_CATEGORY_LABELS[category] : '',
          date: formatDate(item.priorityDate),
          column: CHARGEABILITY_AREA_LABELS[item.area],
          note,
          country: item.chargeability ?? '',
        })}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(150px, max-content) 1fr' },
          alignItems: 'start',
        }}
      >
        {CHARTS.map((chart) => {
          const standing = item[chart];
          return (
            <Box key={chart} sx={{ display: 'contents' }} data-testid={`priority-${chart}`}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t(`charts.${chart}.name`)}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                {standing && <StatusChip standing={standing} />}
                {standing && (
                  <Typography variant="caption" color="text.secondary">
                    {t('chartSays', { cutoff: cutoffText(standing), use: t(`charts.${chart}.use`) })}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary">
        <Trans
          t={t}
          i18nKey="bulletinSource"
          values={{ title: bulletin.title, date: formatDate(bulletin.importedAt) }}
          components={{ anchor: <Link href={bulletin.sourceUrl} target="_blank" rel="noopener noreferrer" /> }}
        />
      </Typography>
    </Box>
  );
}

/**
 * A tracked application's priority date against the current Visa Bulletin: its standing on the Final Action Dates and
 * the Dates for Filing charts, with the bulletin it was read from and a short explanation.
 */
export function PriorityDatePanel({ application }: { application: CaseSummary }) {
  const { t } = useTranslation('priority-dates');
  const query = usePriorityDates();
  const explanation = (
    <Typography variant="body2" color="text.secondary">
      <Trans
        t={t}
        i18nKey="explanation"
        components={{ anchor: <Link href="https://www.uscis.gov/visabulletininfo" target="_blank" rel="noopener noreferrer" /> }}
      />
    </Typography>
  );

  if (!application.priorityDate) {
    return <Typography variant="body2">{t('noPriorityDate')}</Typography>;
  }
  if (query.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('loading')} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  const { bulletin, items } = query.data;
  const item = items.find((i) => i.caseId === application.caseId);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="priority-date-panel">
      {!bulletin ? (
        <Typography variant="body2">{t('noBulletin')}</Typography>
      ) : !item || !item.preferenceCategory ? (
        <Typography variant="body2">{t('noCategory')}</Typography>
      ) : (
        <Standing item={item} bulletin={bulletin} />
      )}
      {explanation}
    </Box>
  );
}
