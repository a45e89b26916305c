import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import type { CaseStatus } from '@shared/cases/case-status';
import type { CaseStatusProviderName, CaseSummary } from '@shared/cases/case-views';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { statusLabel } from '@/lib/case-labels';
import { DateText, formatDate } from '@/components/ui/date-text';
import { useCheckCaseStatus } from '../../api/case-status-updates';
import { CaseAttachments } from '../shared/case-attachments';
import { CaseTimeline } from '../shared/case-timeline';
import { EditCaseDialog } from '../shared/edit-case-dialog';
import { formatFee, formLabel, NONE } from '../../utils/format';
import { ProcessingTime } from './processing-time';
import { RecordNoticeForm } from './record-notice-form';
import { useApplicationExtras } from './application-extras';

/** The statuses a status update applies to (the server refuses the others with 409). */
const UPDATABLE: readonly CaseStatus[] = ['Open', 'Pending', 'Approved', 'Denied'];

function Section({ title, children, wide = false }: { title: string; children: (headingId: string) => ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** One "label: value" line of the details list; the value wraps anywhere so long emails fit a phone. */
function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const dateOrNone = (value: string | null, withTime = false) => (value ? formatDate(value, withTime) : NONE);

function StatusUpdates({ application, statusProvider }: { application: CaseSummary; statusProvider: CaseStatusProviderName }) {
  const { t } = useTranslation('cases');
  const check = useCheckCaseStatus();
  const [recording, setRecording] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const updatable = UPDATABLE.includes(application.status);

  const checkNow = () => {
    setMessage(null);
    check.mutate(
      { caseId: application.caseId },
      {
        onSuccess: ({ case: updated, changed }) =>
          setMessage(
            changed
              ? {
                  severity: 'success',
                  text: t('applicationDetails.statusChanged', {
                    status: statusLabel(updated.status),
                    notice: updated.latestNotice ?? 'none',
                  }),
                }
              : { severity: 'info', text: t('applicationDetails.noChange', { status: statusLabel(updated.status) }) },
          ),
        onError: (error) => setMessage({ severity: 'error', text: error.message }),
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      {recording ? (
        <RecordNoticeForm
          caseId={application.caseId}
          onCancel={() => setRecording(false)}
          onDone={(text) => {
            setRecording(false);
            setMessage({ severity: 'success', text });
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {updatable && (
            <Button
              variant="outlined"
              size="small"
              onClick={() => {
                setMessage(null);
                setRecording(true);
              }}
            >
              {t('applicationDetails.recordNotice')}
            </Button>
          )}
          {statusProvider === 'uscis' && updatable && (
            <Button variant="outlined" size="small" onClick={checkNow} loading={check.isPending}>
              {t('applicationDetails.checkStatus')}
            </Button>
          )}
        </Box>
      )}
      {!updatable && (
        <Typography variant="body2" color="text.secondary">
          {application.status === 'Archived' ? t('applicationDetails.archived') : t('applicationDetails.submitFirst')}
        </Typography>
      )}
      {updatable && !recording && statusProvider === 'manual' && (
        <Typography variant="caption" color="text.secondary">
          {t('applicationDetails.manualHint')}
        </Typography>
      )}
    </Box>
  );
}

/** 'Edit details' under the details list, and the word that the edit was saved. */
function EditDetails({ application }: { application: CaseSummary }) {
  const { t } = useTranslation('cases');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EditOutlined />}
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {t('common.editDetails')}
      </Button>
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(false)} sx={{ justifySelf: 'stretch' }}>
          {t('applicationDetails.saved')}
        </Alert>
      )}
      <EditCaseDialog open={editing} item={application} onClose={() => setEditing(false)} onSaved={() => setSaved(true)} />
    </Box>
  );
}

/** The expanded row: the application's details, latest notice, status updates, timeline and documents. */
export function ApplicationDetails({ application, statusProvider }: { application: CaseSummary; statusProvider: CaseStatusProviderName }) {
  const { t } = useTranslation('cases');
  const a = application;
  const extras = useApplicationExtras();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title={t('applicationDetails.details')}>
        {() => (
          <>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 2, rowGap: 0.75 }}
            >
              <Field label={t('applicationDetails.receipt')} testId="receipt-number">
                {a.receiptNumber ?? NONE}
              </Field>
              <Field label={t('applicationDetails.formType')}>{a.formType ? formLabel(a.formType) : NONE}</Field>
              <Field label={t('applicationDetails.feePaid')} testId="fee-paid">
                {formatFee(a.fee)}
              </Field>
              <Field label={t('applicationDetails.consulate')}>{a.consulate ?? NONE}</Field>
              <Field label={t('applicationDetails.interviewDate')}>{dateOrNone(a.interviewDate, true)}</Field>
              <Field label={t('applicationDetails.officer')}>
                {a.officerName ?? NONE}
                {a.officerEmail && (
                  <>
                    <br />
                    <Link href={`mailto:${a.officerEmail}`}>{a.officerEmail}</Link>
                  </>
                )}
              </Field>
              <Field label={t('applicationDetails.priorityDate')}>{dateOrNone(a.priorityDate)}</Field>
            </Box>
            <EditDetails application={a} />
          </>
        )}
      </Section>
      <Section title={t('applicationDetails.latestNotice')}>
        {() => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="latest-notice">
                {a.latestNotice ?? t('applicationDetails.noNotice')}
              </Typography>
              {a.statusCheckedAt && (
                <Typography variant="caption" color="text.secondary">
                  <Trans t={t} i18nKey="applicationDetails.updated" components={{ date: <DateText value={a.statusCheckedAt} /> }} />
                </Typography>
              )}
            </Box>
            <StatusUpdates application={a} statusProvider={statusProvider} />
          </Box>
        )}
      </Section>
      <Section title={t('processing.title')} wide>
        {() => <ProcessingTime application={a} />}
      </Section>
      {extras.map((extra) => (
        <Section key={extra.title} title={extra.title} wide>
          {() => extra.render(a)}
        </Section>
      ))}
      <Section title={t('applicationDetails.timeline')}>
        {(id) => <CaseTimeline entries={a.timeline} labelledBy={id} empty={t('timeline.emptyApplication')} />}
      </Section>
      <Section title={t('applicationDetails.attachments')}>
        {(id) => <CaseAttachments caseId={a.caseId} names={a.attachments} labelledBy={id} uploadLabel={t('attachments.uploadDocuments')} />}
      </Section>
    </Box>
  );
}
