import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Replay from '@mui/icons-material/Replay';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Avatar, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Markdown } from '@/components/ui/markdown';
import type { ChatAttachment } from '@shared/chat/chat-views';
import type { CaseCreation, CaseTarget, ChatMessage } from '../utils/chat-state';
import { BusyLine, CaseQuestion } from './case-question';
import { ResultNote } from './result-note';
import { useTranslation } from 'react-i18next';

export interface MessageActions {
  onRetry: (messageId: string) => void;
  onOpenTool: (message: ChatMessage) => void;
  onRetryCreateCase: (callId: string) => void;
  /** The answer to create_case's "Which case is this about?": one of the user's cases, or a new one (null). */
  onChooseCase: (callId: string, target: CaseTarget) => void;
}

function attachmentIcon(mimeType: string) {
  if (mimeType.startsWith('image/')) return <ImageOutlined fontSize="small" />;
  if (mimeType.startsWith('audio/')) return <AudioFileOutlined fontSize="small" />;
  return <PictureAsPdfOutlined fontSize="small" />;
}

function AttachmentList({ attachments, onPrimary }: { attachments: ChatAttachment[]; onPrimary: boolean }) {
  const { t } = useTranslation('chat');
  if (attachments.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-label={t('messages.attachments')}>
      {attachments.map((a) => (
        <Chip
          key={a.path}
          size="small"
          icon={attachmentIcon(a.mimeType)}
          label={a.name}
          sx={
            onPrimary
              ? { bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit', '& .MuiChip-icon': { color: 'inherit' }, maxWidth: '100%' }
              : { maxWidth: '100%' }
          }
        />
      ))}
    </Stack>
  );
}

function UserBubble({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  const { t } = useTranslation('chat');
  const failed = message.status === 'failed' || message.retryable;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }} data-testid="user-message">
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1.25,
          borderRadius: 2,
          borderBottomRightRadius: 4,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          opacity: message.status === 'sending' ? 0.7 : 1,
        }}
      >
        {message.text && <Typography>{message.text}</Typography>}
        <AttachmentList attachments={message.attachments} onPrimary />
      </Box>
      {message.status === 'sending' && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('messages.sending')}
        </Typography>
      )}
      {failed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, color: 'error.main' }}>
          <ErrorOutline fontSize="small" aria-hidden />
          <Typography variant="caption">{t('messages.notAnswered')}</Typography>
          <Button size="small" color="error" startIcon={<Replay />} onClick={() => actions.onRetry(message.id)}>
            {t('messages.retry')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function ToolCallBody({
  message,
  creation,
  actions,
}: {
  message: ChatMessage;
  creation: CaseCreation | undefined;
  actions: MessageActions;
}) {
  const { t } = useTranslation('chat');
  const text = message.text || t('messages.functionCall', { name: message.tool ?? '' });
  if (message.tool === 'create_case') {
    const callId = message.callId;
    if (creation?.state === 'checking') return <BusyLine text={t('caseQuestion.loading')} />;
    if (creation?.state === 'choosing' && callId) {
      return <CaseQuestion onChoose={(target) => actions.onChooseCase(callId, target)} />;
    }
    const linking = (creation?.state === 'running' || creation?.state === 'failed') && creation.target !== null;
    if (creation?.state === 'failed') {
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', color: 'error.main' }}>
          <ErrorOutline fontSize="small" aria-hidden />
          <Typography>{t(linking ? 'caseQuestion.linkFailed' : 'messages.createCaseFailed')}</Typography>
          {callId && (
            <Button size="small" color="error" startIcon={<Replay />} onClick={() => actions.onRetryCreateCase(callId)}>
              {t('messages.tryAgain')}
            </Button>
          )}
        </Box>
      );
    }
    if (creation?.state === 'running' && linking) return <BusyLine text={t('caseQuestion.linking')} />;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {creation?.state === 'running' && <CircularProgress size={16} aria-hidden />}
        <Typography>{text}</Typography>
      </Box>
    );
  }
  return (
    <>
      <Typography>{text}</Typography>
      {message.actionLabel && message.actionRoute && (
        <Button variant="contained" size="small" sx={{ mt: 1.25 }} onClick={() => actions.onOpenTool(message)}>
          {message.actionLabel}
        </Button>
      )}
    </>
  );
}

function AiBubble({ message, creation, actions }: { message: ChatMessage; creation: CaseCreation | undefined; actions: MessageActions }) {
  const { t } = useTranslation('chat');
  const streaming = message.status === 'streaming';
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }} data-testid="ai-message" data-complete={!streaming}>
      <Avatar sx={{ bgcolor: 'secondary.main', width: 32, height: 32, display: { xs: 'none', sm: 'flex' } }} aria-hidden>
        <SmartToyOutlined fontSize="small" />
      </Avatar>
      <Box
        aria-busy={streaming}
        sx={{
          minWidth: 0,
          maxWidth: { xs: '100%', sm: '85%' },
          bgcolor: 'action.hover',
          px: 2,
          py: 1.25,
          borderRadius: 2,
          borderTopLeftRadius: 4,
          overflowWrap: 'anywhere',
        }}
      >
        {message.role === 'function_call' ? (
          <ToolCallBody message={message} creation={creation} actions={actions} />
        ) : message.isMarkdown ? (
          <Markdown>{message.text}</Markdown>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>
        )}
        {streaming && <CircularProgress size={12} sx={{ mt: 1 }} aria-label={t('messages.stillWriting')} />}
      </Box>
    </Box>
  );
}

export function MessageBubble({
  message,
  creation,
  actions,
}: {
  message: ChatMessage;
  creation: CaseCreation | undefined;
  actions: MessageActions;
}) {
  if (message.role === 'function_result') return <ResultNote message={message} />;
  if (message.sender === 'user') return <UserBubble message={message} actions={actions} />;
  return <AiBubble message={message} creation={creation} actions={actions} />;
}
