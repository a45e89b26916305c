import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, AlertTitle, Box, Button, CircularProgress, Divider, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { MAX_FILES_PER_DISCUSSION_MESSAGE, SUMMARY_LABEL_MS } from '@shared/discussion/discussion-limits';
import type { DiscussionFile, DiscussionFileKind, DiscussionSummary } from '@shared/discussion/discussion-views';
import { useCallback, useEffect, useState } from 'react';
import { ExpertRequestDialog } from '@/components/expert/expert-request-dialog';
import { ConnectionChip } from '@/components/ui/connection-chip';
import { ErrorToast, useErrorToast } from '@/components/ui/error-toast';
import { PageLoader } from '@/components/ui/page-loader';
import { useChatServiceSocket, type ChatServiceSocket, type ConnectionState } from '@/lib/chat-service-socket';
import { usePendingUploads } from '@/lib/pending-uploads';
import { useDownloadDiscussionFile } from '../api/download-discussion-file';
import { useDownloadDiscussionSummary } from '../api/download-discussion-summary';
import { uploadDiscussionFile } from '../api/upload-discussion-file';
import { useDiscussion } from '../hooks/use-discussion';
import { requestStateText, type DiscussionState } from '../utils/discussion-state';
import { DiscussionComposer } from './discussion-composer';
import { DiscussionMessageList } from './discussion-message-list';
import { useTranslation } from 'react-i18next';

interface DiscussionPanelProps {
  caseId: string;
  /** 1 when the panel is the screen (/cases/discuss); lower beside other content (the expert desk). */
  headingLevel: 1 | 2 | 3;
  /** A way back to the list the case was opened from. */
  back?: { label: string; onClick: () => void };
  /** CSS height of the panel. */
  height?: string;
}

/** 'Download Summary', then 'Downloaded' for SUMMARY_LABEL_MS (docs/SPEC.md section 9). */
function SummaryButton({ summary, onError }: { summary: DiscussionSummary | null; onError: (message: string) => void }) {
  const { t } = useTranslation('discussion');
  const download = useDownloadDiscussionSummary();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), SUMMARY_LABEL_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={download.isPending ? <CircularProgress size={16} aria-hidden /> : done ? <CheckCircleOutline /> : <FileDownloadOutlined />}
      disabled={!summary || download.isPending}
      onClick={() => {
        if (!summary) return;
        download.mutate(
          { caseId: summary.caseId, caseNumber: summary.caseNumber },
          { onSuccess: () => setDone(true), onError: () => onError(t('summary.failed')) },
        );
      }}
    >
      {done ? t('summary.downloaded') : t('summary.download')}
    </Button>
  );
}

/** Who is there, and what happens to a message now (docs/SPEC.md, Case Discussion). */
function StatusBanner({ state, onRequestExpert }: { state: DiscussionState; onRequestExpert: () => void }) {
  const { t } = useTranslation('discussion');
  const { summary, viewerRole, presence } = state;
  if (!summary || !viewerRole) return null;
  const request = summary.expertRequest;
  let banner = null;
  if (viewerRole === 'applicant' && !request) {
    banner = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onRequestExpert}>
            {t('banner.sendToExpert')}
          </Button>
        }
      >
        {t('banner.notSent')}
      </Alert>
    );
  } else if (request?.state === 'queued') {
    banner = <Alert severity="info">{viewerRole === 'applicant' ? t('banner.queuedApplicant') : t('banner.queued')}</Alert>;
  } else if (request?.state === 'assigned' && presence) {
    if (viewerRole === 'applicant' && !presence.expertOnline) {
      banner = (
        <Alert severity="warning" data-testid="expert-offline">
          <AlertTitle sx={{ mb: 0 }}>{t('banner.expertOffline')}</AlertTitle>
          {t('banner.expertOfflineBody')}
        </Alert>
      );
    } else if (viewerRole === 'expert' && !presence.applicantOnline) {
      banner = (
        <Alert severity="info" data-testid="applicant-offline">
          {t('banner.applicantOffline')}
        </Alert>
      );
    }
  }
  return (
    <Box aria-live="polite" sx={{ px: { xs: 1.5, sm: 2 }, pt: banner ? 1.5 : 0 }}>
      {banner}
    </Box>
  );
}

function DiscussionView({
  caseId,
  headingLevel,
  back,
  height,
  socket,
  connection,
}: DiscussionPanelProps & { socket: ChatServiceSocket | null; connection: ConnectionState }) {
  const { t } = useTranslation('discussion');
  const { state, send, retry, refresh, historyUnavailable } = useDiscussion({ caseId, socket, connection });
  const [text, setText] = useState('');
  const toast = useErrorToast();
  const { showError } = toast;
  const [requesting, setRequesting] = useState(false);
  const downloadFile = useDownloadDiscussionFile();
  const upload = useCallback((file: File, signal: AbortSignal) => uploadDiscussionFile({ caseId, file, signal }), [caseId]);
  const files = usePendingUploads<DiscussionFile, DiscussionFileKind>({
    maxFiles: MAX_FILES_PER_DISCUSSION_MESSAGE,
    upload,
    onError: showError,
  });

  const submit = () => {
    const hasReady = files.uploads.some((f) => f.status === 'ready' && f.stored !== undefined);
    if (!text.trim() && !hasReady) return;
    send(
      text,
      files.take().flatMap((f) => (f.stored ? [f.stored] : [])),
    );
    setText('');
  };

  const { summary, viewerRole } = state;
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  let body;
  if (state.loaded === 'missing') {
    body = (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{t('panel.notFound')}</Alert>
      </Box>
    );
  } else if (state.loaded === 'error' || (historyUnavailable && state.loaded === 'loading')) {
    body = (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refresh}>
              {t('panel.tryAgain')}
            </Button>
          }
        >
          {state.error ?? t('panel.loadFailed')}
        </Alert>
      </Box>
    );
  } else if (state.loaded === 'loading' || !viewerRole) {
    body = (
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PageLoader label={t('panel.loading')} />
      </Box>
    );
  } else if (state.messages.length === 0 && state.pending.length === 0) {
    body = (
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }} role="status">
        <Typography color="text.secondary">{t('panel.empty')}</Typography>
      </Box>
    );
  } else {
    body = (
      <DiscussionMessageList
        messages={state.messages}
        pending={state.pending}
        viewerRole={viewerRole}
        onRetry={retry}
        onDownload={(file) =>
          downloadFile.mutate({ caseId, file }, { onError: () => showError(t('panel.fileDownloadFailed', { name: file.name })) })
        }
      />
    );
  }

  const loaded = state.loaded === 'loaded' && viewerRole !== null;
  return (
    <>
      <Paper
        variant="outlined"
        data-testid="discussion-panel"
        data-case-id={caseId}
        sx={{ height: height ?? '82vh', minHeight: 420, display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: 2 }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', columnGap: 1, rowGap: 0.5, px: { xs: 1.5, sm: 2 }, py: 1.25, flexWrap: 'wrap' }}
        >
          {back && (
            <Tooltip title={back.label}>
              <IconButton aria-label={back.label} onClick={back.onClick} edge="start">
                <ArrowBack />
              </IconButton>
            </Tooltip>
          )}
          <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component={Heading} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('panel.title')}
              </Typography>
              <ConnectionChip connection={connection} ariaPrefix={t('panel.connection')} testId="discussion-connection" />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="discussion-case">
              {!summary
                ? t('panel.loadingCase')
                : viewerRole
                  ? t('panel.caseLineWithState', {
                      caseNumber: summary.caseNumber,
                      caseName: summary.caseName,
                      state: requestStateText(summary, viewerRole),
                    })
                  : t('panel.caseLine', { caseNumber: summary.caseNumber, caseName: summary.caseName })}
            </Typography>
          </Box>
          {/* On phones the button gets a row of its own rather than squeezing the title. */}
          <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, display: 'flex', justifyContent: 'flex-end' }}>
            <SummaryButton summary={loaded ? summary : null} onError={showError} />
          </Box>
        </Box>
        <Divider />
        <StatusBanner state={state} onRequestExpert={() => setRequesting(true)} />
        {body}
        <Divider />
        <DiscussionComposer
          text={text}
          onTextChange={setText}
          files={files.uploads.map((f) => ({
            key: f.key,
            name: f.stored?.name ?? f.file.name,
            kind: f.stored?.kind ?? f.meta,
            status: f.status,
          }))}
          onAddFiles={files.add}
          onRemoveFile={files.remove}
          onSubmit={submit}
          blockedReason={loaded ? null : state.loaded === 'missing' ? t('panel.notAvailable') : t('panel.loading')}
        />
      </Paper>
      <ExpertRequestDialog
        open={requesting}
        caseId={summary?.caseId ?? null}
        caseLabel={summary ? t('panel.caseLabel', { caseNumber: summary.caseNumber, caseName: summary.caseName }) : t('panel.thisCase')}
        onClose={() => setRequesting(false)}
        onSent={() => {
          setRequesting(false);
          refresh();
        }}
      />
      <ErrorToast toast={toast.toast} onClose={toast.close} />
    </>
  );
}

/**
 * One case's discussion with its own connection to the chat service. The connection outlives a switch to another
 * case (the expert desk); the discussion's state does not.
 */
export function DiscussionPanel(props: DiscussionPanelProps) {
  const { socket, connection } = useChatServiceSocket();
  return <DiscussionView key={props.caseId} {...props} socket={socket} connection={connection} />;
}
