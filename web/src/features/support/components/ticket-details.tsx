import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import SearchOff from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, Chip, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LIMITS } from '@shared/support/ticket';
import type { Ticket, TicketMessage } from '@shared/support/ticket-views';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { DateText } from '@/components/ui/date-text';
import { EmptyMessage } from '@/components/ui/empty-message';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAddTicketMessage } from '../api/add-ticket-message';
import { useDownloadTicketAttachment } from '../api/download-ticket-attachment';
import { useTicket } from '../api/get-ticket';
import { formatBytes } from '../utils/format-bytes';
import { TicketStatusChip } from './ticket-status-chip';

function BackLink() {
  const { t } = useTranslation('support');
  return (
    <Button component={RouterLink} to={paths.support} startIcon={<ArrowBack />}>
      {t('backToSupport')}
    </Button>
  );
}

function MessageBubble({ message }: { message: TicketMessage }) {
  const { t } = useTranslation('support');
  const mine = message.author === 'user';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="ticket-message">
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '75%' },
          bgcolor: mine ? 'action.selected' : 'background.paper',
          borderColor: mine ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {mine ? t('ticket.you') : t('ticket.supportTeam')}
          </Box>
          {' · '}
          <DateText value={message.createdAt} withTime />
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
      </Paper>
    </Box>
  );
}

function ReplyForm({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  const add = useAddTicketMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const body = text.trim();
    if (!body) return setError(t('ticket.messageRequired'));
    setError(null);
    add.mutate(
      { ticketId: ticket.id, text: body },
      {
        onSuccess: () => {
          setText('');
          setSent(true);
        },
        // The text stays in the box so nothing is lost.
        onError: (e) =>
          setError(e instanceof ApiError && e.fields?.['text'] ? e.fields['text'] : t('ticket.notSent', { message: e.message })),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5, mt: 2 }} aria-label={t('ticket.addMessage')}>
      {ticket.status !== 'Open' && (
        <Typography variant="body2" color="text.secondary">
          {ticket.status === 'Closed' ? t('ticket.closedNote') : t('ticket.pendingNote')}
        </Typography>
      )}
      <TextField
        label={t('ticket.message')}
        required
        fullWidth
        multiline
        minRows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setSent(false);
          if (error) setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? t('ticket.messageCount', { count: text.length, max: LIMITS.message })}
        disabled={add.isPending}
        slotProps={{ htmlInput: { maxLength: LIMITS.message } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box aria-live="polite" sx={{ color: 'success.main', typography: 'body2' }}>
          {sent && t('ticket.sent')}
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending}
          startIcon={add.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {add.isPending ? t('ticket.sending') : t('ticket.send')}
        </Button>
      </Box>
    </Box>
  );
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  const download = useDownloadTicketAttachment();
  return (
    <Box sx={{ maxWidth: 860 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
        <TicketStatusChip status={ticket.status} />
        <Chip label={t('category', { category: ticket.category })} size="small" variant="outlined" />
        <Typography variant="body2" color="text.secondary">
          {t('ticket.opened')} <DateText value={ticket.createdAt} withTime />
        </Typography>
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="ticket-description-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="ticket-description-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('ticket.yourRequest')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{ticket.description}</Typography>
        {ticket.attachment && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={download.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AttachFile />}
              disabled={download.isPending}
              onClick={() => ticket.attachment && download.mutate({ ticketId: ticket.id, fileName: ticket.attachment.name })}
              sx={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              {t('ticket.download', { name: ticket.attachment.name, size: formatBytes(ticket.attachment.size) })}
            </Button>
            {download.isError && (
              <Alert severity="error" sx={{ mt: 1 }} onClose={() => download.reset()}>
                {t('ticket.downloadFailed', { message: download.error.message })}
              </Alert>
            )}
          </Box>
        )}
      </Paper>

      <Box component="section" aria-labelledby="ticket-messages-heading" sx={{ mt: 4 }}>
        <Typography id="ticket-messages-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('ticket.messages')}
        </Typography>
        {ticket.messages.length === 0 ? (
          <EmptyState>{t('ticket.noMessages')}</EmptyState>
        ) : (
          <Box component="ol" aria-label={t('ticket.messages')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {ticket.messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </Box>
        )}
        <ReplyForm ticket={ticket} />
      </Box>
    </Box>
  );
}

export function TicketDetails({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const ticket = useTicket(ticketId);
  const backLink = <BackLink />;

  // Someone else's ticket answers 404 too, so it reads the same as one that does not exist.
  if (ticket.error instanceof ApiError && ticket.error.status === 404) {
    return (
      <Box>
        <PageHeader title={t('ticket.notFoundTitle')} />
        <EmptyState>
          <EmptyMessage icon={<SearchOff />} title={t('ticket.notFoundMessage')} description={t('ticket.notFoundHelp')} action={backLink} />
        </EmptyState>
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader title={ticket.data?.subject ?? t('ticket.fallbackTitle')} actions={backLink} />
      <AsyncState
        query={ticket}
        loadingLabel={t('ticket.loading')}
        errorMessage={(error) => t('ticket.loadError', { message: error.message })}
      >
        {(data) => <TicketView ticket={data} />}
      </AsyncState>
    </Box>
  );
}
