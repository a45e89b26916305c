import ArrowBack from '@mui/icons-material/ArrowBack';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import { CASE_STATUS_COLOURS, type CaseStatus } from '@shared/cases/case-status';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { formatDate } from '@/components/ui/date-text';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError } from '@/lib/api-client';
import { useClaimCase } from '../api/claim-case';
import { useExpertCase } from '../api/get-expert-case';
import { useReleaseCase } from '../api/release-case';
import { sharedLine } from '../utils/expert-desk-text';
import { HighlightsEditor } from './highlights-editor';
import { Section, SharedCaseDetails } from './shared-case-details';
import { StatusDialog } from './status-dialog';

interface ExpertCasePageProps {
  caseId: string;
  onBack: () => void;
  /** The case's discussion (composed by the app from the discussion feature). */
  renderDiscussion: (caseId: string) => ReactNode;
}

type Notice = { severity: 'success' | 'error' | 'info'; text: string };

/** The statuses a decision may start from (domain/cases/case-lifecycle.ts): not a Draft nor an archived case. */
const DECIDABLE: readonly CaseStatus[] = ['Open', 'Pending', 'Approved', 'Denied'];

function ReleaseDialog({
  open,
  onClose,
  onConfirm,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('expert');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('releaseDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('releaseDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('releaseDialog.cancel')}
        </Button>
        <Button color="warning" variant="contained" onClick={onConfirm} loading={pending}>
          {t('releaseDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CaseHeader({ view, actions }: { view: ExpertCaseView; actions: ReactNode }) {
  const { t } = useTranslation('expert');
  const { summary } = view;
  const request = summary.expertRequest;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="expert-case-title">
              {summary.caseNumber} · {summary.caseName}
            </Typography>
            <StatusChip label={t(`status.${summary.status}`)} tone={CASE_STATUS_COLOURS[summary.status]} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {[summary.applicantName, summary.category, view.formType, view.receiptNumber].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('case.sharedLine', { shared: sharedLine(summary.shared) })}
          </Typography>
          {request && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {request.state === 'queued'
                  ? t('case.waitingSince', { date: formatDate(request.requestedAt, true) })
                  : t('case.claimedBy', { hasName: request.expertName ? 'yes' : 'no', name: request.expertName ?? '' })}
              </Box>{' '}
              {request.note ? t('case.applicantNote', { note: request.note }) : t('case.noNote')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
    </Paper>
  );
}

/** One case on the expert desk: what the applicant shared beside its discussion, with claim, release and decisions. */
export function ExpertCasePage({ caseId, onBack, renderDiscussion }: ExpertCasePageProps) {
  const { t } = useTranslation('expert');
  const query = useExpertCase(caseId);
  const claim = useClaimCase();
  const release = useReleaseCase();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<'release' | 'status' | null>(null);

  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ mb: 1.5 }}>
      {t('case.back')}
    </Button>
  );

  const view = query.data;
  if (!view) {
    // Loading, failed, or null: the case is not (or no longer) open to this expert.
    return (
      <Box>
        {back}
        <AsyncState query={query} loadingLabel={t('case.loading')} errorMessage={t('case.loadError')}>
          {() => <Alert severity="info">{t('case.unavailable')}</Alert>}
        </AsyncState>
      </Box>
    );
  }

  const { summary } = view;
  const queued = summary.expertRequest?.state === 'queued';
  const mine = view.assignedToMe;
  const caseLabel = `${summary.caseNumber} (${summary.caseName})`;

  const doClaim = () => {
    setNotice(null);
    claim.mutate(caseId, {
      onSuccess: () => setNotice({ severity: 'success', text: t('case.claimed') }),
      onError: (error) =>
        setNotice({
          severity: 'error',
          text: error instanceof ApiError && error.status === 409 ? t('case.claimConflict') : error.message || t('case.claimFailed'),
        }),
    });
  };
  const doRelease = () =>
    release.mutate(caseId, {
      onSuccess: () => {
        setDialog(null);
        setNotice({ severity: 'info', text: t('case.released') });
      },
      onError: (error) => {
        setDialog(null);
        setNotice({ severity: 'error', text: error.message || t('case.releaseFailed') });
      },
    });

  const actions = (
    <>
      {queued && (
        <Button variant="contained" startIcon={<AssignmentIndOutlined />} onClick={doClaim} loading={claim.isPending}>
          {t('case.claim')}
        </Button>
      )}
      {mine && (
        <>
          <Tooltip title={DECIDABLE.includes(summary.status) ? '' : t('case.cannotDecide', { status: t(`status.${summary.status}`) })}>
            {/* The span keeps the tooltip working on a disabled button. */}
            <span>
              <Button
                variant="contained"
                startIcon={<GavelOutlined />}
                onClick={() => setDialog('status')}
                disabled={!DECIDABLE.includes(summary.status)}
              >
                {t('case.decide')}
              </Button>
            </span>
          </Tooltip>
          <Button variant="outlined" color="warning" startIcon={<UndoOutlined />} onClick={() => setDialog('release')}>
            {t('case.release')}
          </Button>
        </>
      )}
    </>
  );

  const discussion = mine ? (
    renderDiscussion(caseId)
  ) : (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
      <Typography sx={{ fontWeight: 600 }}>{queued ? t('case.claimToRead') : t('case.otherExpert')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('case.discussionNote')}
      </Typography>
    </Paper>
  );

  return (
    <Box>
      {back}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CaseHeader view={view} actions={actions} />
        <Box aria-live="polite">
          {notice && (
            <Alert severity={notice.severity} onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.35fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>{discussion}</Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Section title={t('case.highlights')} id={`expert-${caseId}-highlights`}>
              <HighlightsEditor caseId={caseId} saved={view.details.expertHighlights} editable={mine} />
            </Section>
            <SharedCaseDetails view={view} />
          </Box>
        </Box>
      </Box>
      <ReleaseDialog open={dialog === 'release'} onClose={() => setDialog(null)} onConfirm={doRelease} pending={release.isPending} />
      <StatusDialog
        open={dialog === 'status'}
        caseId={caseId}
        caseLabel={caseLabel}
        current={summary.status}
        onClose={() => setDialog(null)}
        onDone={(status) => {
          setDialog(null);
          setNotice({ severity: 'success', text: t('case.statusChanged', { status: t(`status.${status}`) }) });
        }}
      />
    </Box>
  );
}
