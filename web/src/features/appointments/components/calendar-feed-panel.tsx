// The private calendar feed: an address Google Calendar or Apple Calendar subscribes to. Its secret is shown once,
// when made (the server keeps only its hash); a new one revokes the old; revoking stops it.
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Box, Button, IconButton, InputAdornment, Link, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { formatDateTime } from '@/lib/i18n/format';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { ConfirmDialog } from './confirm-dialog';

export function CalendarFeedPanel() {
  const { t } = useTranslation('appointments');
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const make = () => {
    setError(null);
    setCopied(false);
    create.mutate(undefined, {
      onSuccess: (created) => setUrl(`${window.location.origin}${created.path}`),
      onError: (e) => setError(e.message),
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setError(t('feed.copyRefused'));
    }
  };

  const webcal = url?.replace(/^https?:/, 'webcal:') ?? null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="calendar-feed-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="calendar-feed-title" component="h2" variant="h6">
        {t('feed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('feed.intro')}
      </Typography>
      <AsyncState query={feed} loadingLabel={t('feed.loading')}>
        {(status) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {url ? (
              <>
                <TextField
                  label={t('feed.address')}
                  value={url}
                  fullWidth
                  helperText={t('feed.addressHint')}
                  slotProps={{
                    htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton aria-label={t('feed.copy')} onClick={() => void copy()} edge="end">
                            <ContentCopyOutlined />
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }}
                  onFocus={(event) => event.target.select()}
                />
                {copied && (
                  <Alert severity="success" role="status">
                    {t('feed.copied')}
                  </Alert>
                )}
                {webcal && (
                  <Typography variant="body2">
                    <Trans t={t} i18nKey="feed.webcal" components={{ webcal: <Link href={webcal} /> }} />
                  </Typography>
                )}
              </>
            ) : status.active ? (
              <Typography>
                {status.createdAt ? t('feed.activeSince', { date: formatDateTime(status.createdAt) }) : t('feed.activeEarlier')}
              </Typography>
            ) : (
              <Typography>{t('feed.none')}</Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" onClick={make} loading={create.isPending}>
                {status.active || url ? t('feed.makeNew') : t('feed.create')}
              </Button>
              {(status.active || url) && (
                <Button color="error" onClick={() => setConfirmRevoke(true)}>
                  {t('feed.revoke')}
                </Button>
              )}
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', typography: 'body2' }}>
              <li>
                <Trans t={t} i18nKey="feed.google" components={{ strong: <strong /> }} />
              </li>
              <li>
                <Trans t={t} i18nKey="feed.apple" components={{ strong: <strong /> }} />
              </li>
            </Box>
          </Box>
        )}
      </AsyncState>
      <ConfirmDialog
        open={confirmRevoke}
        title={t('feed.revokeTitle')}
        text={t('feed.revokeText')}
        confirmLabel={t('feed.revokeConfirm')}
        pending={revoke.isPending}
        onClose={() => setConfirmRevoke(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setUrl(null);
              setConfirmRevoke(false);
            },
            onError: (e) => {
              setError(e.message);
              setConfirmRevoke(false);
            },
          })
        }
      />
    </Paper>
  );
}
