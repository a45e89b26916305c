import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import type { NoticeAction } from '@shared/documents/review-inputs';
import type { DocumentNotice, NoticeActionResult } from '@shared/documents/review-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/i18n/format';
import { useActOnNotice } from '../api/act-on-notice';

/** What a USCIS notice says, and one click each to track its application, add its appointment or its deadline. */
export function NoticeActions({ reviewId, documentId, notice }: { reviewId: string; documentId: string; notice: DocumentNotice }) {
  const { t } = useTranslation('documents');
  const act = useActOnNotice();
  const [done, setDone] = useState<{ action: NoticeAction; result: NoticeActionResult } | null>(null);
  const run = (action: NoticeAction) =>
    act.mutate({ reviewId, input: { documentId, action } }, { onSuccess: (result) => setDone({ action, result }) });
  const facts: Array<[string, string | null]> = [
    [t('notice.receiptNumber'), notice.receiptNumber],
    [t('notice.form'), notice.formType],
    [t('notice.received'), notice.receivedDate && formatDate(notice.receivedDate)],
    [t('notice.noticeDate'), notice.noticeDate && formatDate(notice.noticeDate)],
    [t('notice.office'), notice.office],
    [
      t('notice.appointment'),
      notice.appointment &&
        [formatDate(notice.appointment.date), notice.appointment.time, notice.appointment.place].filter(Boolean).join(' · '),
    ],
    [t('notice.responseDue'), notice.responseDueDate && formatDate(notice.responseDueDate)],
  ];
  return (
    <Box component="section" aria-label={t('notice.heading')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {t('notice.heading')}: {t('notice.type', { type: notice.type })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      {notice.receiptNumber && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => run('track')}
            loading={act.isPending && act.variables?.input.action === 'track'}
          >
            {t('notice.track')}
          </Button>
          {notice.appointment && (notice.type === 'biometrics' || notice.type === 'interview') && (
            <Button
              variant="outlined"
              size="small"
              onClick={() => run('appointment')}
              loading={act.isPending && act.variables?.input.action === 'appointment'}
            >
              {t('notice.addAppointment')}
            </Button>
          )}
          {notice.type === 'rfe' && notice.responseDueDate && (
            <Button
              variant="outlined"
              size="small"
              onClick={() => run('deadline')}
              loading={act.isPending && act.variables?.input.action === 'deadline'}
            >
              {t('notice.addDeadline')}
            </Button>
          )}
        </Stack>
      )}
      {act.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {act.error.message || t('notice.failed')}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          {t(done.result.alreadyAdded ? 'notice.alreadyAdded' : 'notice.added', { action: done.action })}{' '}
          <Link
            component={RouterLink}
            to={done.action === 'track' ? paths.casesTrack : done.action === 'appointment' ? paths.appointments : paths.complianceReminders}
          >
            {t('notice.open', { action: done.action })}
          </Link>
        </Alert>
      )}
    </Box>
  );
}
