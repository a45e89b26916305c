import AttachFile from '@mui/icons-material/AttachFile';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import Replay from '@mui/icons-material/Replay';
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import type { DiscussionFile, DiscussionMessage } from '@shared/discussion/discussion-views';
import { useMemo } from 'react';
import { MessageLog } from '@/components/ui/message-log';
import { timeOfDay, withDateDividers } from '../utils/date-dividers';
import type { PendingMessage } from '../utils/discussion-state';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';

/** A stored message, or one of this screen's still on its way. */
export type ListedMessage = { kind: 'stored'; message: DiscussionMessage } | { kind: 'pending'; message: PendingMessage };

interface DiscussionMessageListProps {
  messages: readonly DiscussionMessage[];
  pending: readonly PendingMessage[];
  viewerRole: 'applicant' | 'expert';
  onRetry: (id: string) => void;
  onDownload: (file: DiscussionFile) => void;
}

function FileChips({
  files,
  onDownload,
  onPrimary,
}: {
  files: readonly DiscussionFile[];
  onDownload?: (file: DiscussionFile) => void;
  onPrimary: boolean;
}) {
  const { t } = useTranslation('discussion');
  if (files.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 1, p: 0, listStyle: 'none' }}
      aria-label={t('messages.attachments')}
    >
      {files.map((file) => {
        const label = file.kind === 'voice' ? t('messages.voiceNote') : file.name;
        return (
          <Box component="li" key={file.id} sx={{ maxWidth: '100%' }}>
            <Chip
              size="small"
              icon={file.kind === 'voice' ? <MicNoneOutlined /> : <AttachFile />}
              label={label}
              title={file.name}
              aria-label={
                onDownload
                  ? file.kind === 'voice'
                    ? t('messages.downloadVoice', { label, name: file.name })
                    : t('messages.download', { label })
                  : label
              }
              onClick={onDownload ? () => onDownload(file) : undefined}
              data-testid="discussion-file"
              sx={
                onPrimary
                  ? { bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit', '& .MuiChip-icon': { color: 'inherit' }, maxWidth: '100%' }
                  : { maxWidth: '100%' }
              }
            />
          </Box>
        );
      })}
    </Stack>
  );
}

function SystemLine({ message }: { message: DiscussionMessage }) {
  const { t } = useTranslation('discussion');
  // A keyed line in the reader's language; a line stored before keys, as stored.
  const render = useServerMessages('server-discussion');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }} data-testid="discussion-system">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary', maxWidth: { xs: '100%', sm: '80%' } }}>
        <InfoOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {storedText(message.keyed, message.text, render)}{' '}
          <Typography component="span" variant="caption">
            {t('messages.systemTime', { time: timeOfDay(message.createdAt) })}
          </Typography>
        </Typography>
      </Box>
    </Box>
  );
}

interface BubbleProps {
  own: boolean;
  author: string | null;
  text: string;
  files: readonly DiscussionFile[];
  time: string;
  onDownload?: (file: DiscussionFile) => void;
  status: 'sent' | 'sending' | 'failed';
  error?: string | null;
  onRetry?: () => void;
}

function Bubble({ own, author, text, files, time, onDownload, status, error, onRetry }: BubbleProps) {
  const { t } = useTranslation('discussion');
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}
      data-testid={own ? 'discussion-own' : 'discussion-other'}
      data-status={status}
    >
      {author && (
        <Typography variant="caption" color="text.secondary" sx={{ mb: 0.25, mx: 0.5, fontWeight: 600 }}>
          {author}
        </Typography>
      )}
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
          px: 2,
          py: 1.25,
          borderRadius: 2,
          ...(own ? { borderBottomRightRadius: 4 } : { borderTopLeftRadius: 4 }),
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          opacity: status === 'sending' ? 0.7 : 1,
        }}
      >
        {text && <Typography>{text}</Typography>}
        <FileChips files={files} onDownload={onDownload} onPrimary={own} />
      </Box>
      {status === 'failed' ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 0.5, color: 'error.main' }}
        >
          <ErrorOutline fontSize="small" aria-hidden />
          <Typography variant="caption">{error ?? t('messages.notSent')}</Typography>
          <Button size="small" color="error" startIcon={<Replay />} onClick={onRetry}>
            {t('messages.retry')}
          </Button>
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, mx: 0.5 }}>
          {status === 'sending' ? t('messages.sending') : own ? t('messages.sent', { time }) : time}
        </Typography>
      )}
    </Box>
  );
}

/** The discussion: stored messages in seq order under date dividers, then this screen's messages on their way. */
export function DiscussionMessageList({ messages, pending, viewerRole, onRetry, onDownload }: DiscussionMessageListProps) {
  const { t } = useTranslation('discussion');
  // Dividers and times follow the language: the list is rebuilt when it changes.
  const locale = currentLocale();
  const listed = useMemo<ListedMessage[]>(
    () => [
      ...messages.map((message) => ({ kind: 'stored' as const, message })),
      ...pending.map((message) => ({ kind: 'pending' as const, message })),
    ],
    [messages, pending],
  );
  const entries = useMemo(
    () =>
      withDateDividers(
        listed,
        (m) => `${m.kind}-${m.message.id}`,
        (m) => m.message.createdAt,
        { locale },
      ),
    [listed, locale],
  );

  return (
    <MessageLog label={t('messages.label')} spacing={1.5} changeKey={String(listed.length)}>
      {entries.map((entry) => {
        if (entry.kind === 'divider') {
          return (
            <Divider key={entry.key} role="separator" data-testid="date-divider">
              <Typography component="time" dateTime={entry.dateTime} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {entry.label}
              </Typography>
            </Divider>
          );
        }
        const listedMessage = entry.item;
        if (listedMessage.kind === 'pending') {
          const p = listedMessage.message;
          return (
            <Bubble
              key={entry.key}
              own
              author={null}
              text={p.text}
              files={p.files}
              time={timeOfDay(p.createdAt)}
              status={p.status}
              error={p.error}
              onRetry={() => onRetry(p.id)}
            />
          );
        }
        const m = listedMessage.message;
        if (m.authorRole === 'system') return <SystemLine key={entry.key} message={m} />;
        const own = m.authorRole === viewerRole;
        return (
          <Bubble
            key={entry.key}
            own={own}
            author={own ? null : t('messages.author', { name: m.authorName, role: t(`messages.role.${m.authorRole}`) })}
            text={m.text}
            files={m.attachments}
            time={timeOfDay(m.createdAt)}
            onDownload={onDownload}
            status="sent"
          />
        );
      })}
    </MessageLog>
  );
}
