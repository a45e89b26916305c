import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { ReviewReport, ShareLink } from '@shared/documents/review-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/i18n/format';
import { useCreateShareLink } from '../api/create-share-link';
import { useRevokeShareLink } from '../api/revoke-share-link';
import { reportText } from '../utils/report-text';
import { shareTargets } from '../utils/share-targets';

const ANCHOR = 'a' as const;
// Brand names: the same in every language, so not in the catalog.
const SITE_NAMES = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

interface ShareReportDialogProps {
  open: boolean;
  onClose: () => void;
  reviewId: string;
  report: ReviewReport;
  /** The link made while this page was open (its address is shown only when it is made). */
  link: ShareLink | null;
  onLink: (link: ShareLink | null) => void;
  /** A link made earlier that still works, as the review says. */
  liveShare: { expiresAt: string } | null;
}

/** docs/SPEC.md "Share Report modal": the report clamped to 3 lines, a public link to it, and the sites to share it on. */
export function ShareReportDialog({ open, onClose, reviewId, report, link, onLink, liveShare }: ShareReportDialogProps) {
  const { t } = useTranslation('documents');
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const targets = link ? shareTargets(link.url, report.title) : null;
  const earlier = !link && liveShare;

  const makeLink = () => {
    setError(null);
    create.mutate(reviewId, { onSuccess: (made) => onLink(made), onError: (e) => setError(e.message || t('share.makeFailed')) });
  };
  const revokeLink = () => {
    setError(null);
    revoke.mutate(reviewId, {
      onSuccess: () => {
        onLink(null);
        setCopied(null);
      },
      onError: (e) => setError(e.message || t('share.revokeFailed')),
    });
  };
  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const site = (href: string | undefined) =>
    href ? { component: ANCHOR, href, target: '_blank', rel: 'noopener noreferrer' } : { disabled: true };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-report-title">
      <DialogTitle id="share-report-title">{t('share.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography
            data-testid="share-content"
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-line' }}
          >
            {reportText(report)}
          </Typography>

          {link ? (
            <Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <TextField
                  label={t('share.link')}
                  value={link.url}
                  fullWidth
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                  onFocus={(event) => event.target.select()}
                />
                <Button variant="contained" onClick={() => void copyLink()} sx={{ flexShrink: 0 }}>
                  {t('share.copyLink')}
                </Button>
              </Box>
              {copied && (
                <Typography role="status" variant="body2" color={copied === 'yes' ? 'success.main' : 'error'} sx={{ mt: 0.5 }}>
                  {copied === 'yes' ? t('share.copied') : t('share.copyFailed')}
                </Typography>
              )}
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('share.worksUntil', { date: formatDateTime(link.expiresAt, { dateStyle: 'long' }) })}
              </Typography>
            </Box>
          ) : (
            <Box>
              {earlier && (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('share.earlier', { date: formatDateTime(earlier.expiresAt, { dateStyle: 'long' }) })}
                </Typography>
              )}
              <Button variant="contained" onClick={makeLink} disabled={create.isPending}>
                {create.isPending ? t('share.making') : earlier ? t('share.makeNew') : t('share.create')}
              </Button>
            </Box>
          )}

          <Alert severity="warning" variant="outlined">
            {t('share.warning')}
          </Alert>

          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('share.shareOn')}>
            <Button
              variant="outlined"
              startIcon={<EmailOutlinedIcon />}
              {...(targets ? { component: ANCHOR, href: targets.email } : { disabled: true })}
            >
              {t('share.email')}
            </Button>
            <Button variant="outlined" startIcon={<FacebookIcon />} {...site(targets?.facebook)}>
              {SITE_NAMES.facebook}
            </Button>
            <Button variant="outlined" startIcon={<XIcon />} {...site(targets?.twitter)}>
              {SITE_NAMES.twitter}
            </Button>
            <Button variant="outlined" startIcon={<LinkedInIcon />} {...site(targets?.linkedin)}>
              {SITE_NAMES.linkedin}
            </Button>
          </Box>
          {!targets && (
            <Typography variant="caption" color="text.secondary">
              {t('share.createFirst')}
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button color="error" onClick={revokeLink} disabled={(!link && !liveShare) || revoke.isPending}>
          {revoke.isPending ? t('share.revoking') : t('share.revoke')}
        </Button>
        <Button onClick={onClose}>{t('share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
