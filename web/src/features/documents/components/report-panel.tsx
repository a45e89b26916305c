import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ShareIcon from '@mui/icons-material/Share';
import { Alert, Box, Button, Paper, Snackbar, Typography } from '@mui/material';
import type { ReviewReport } from '@shared/documents/review-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportBullets } from '@/components/documents/report-bullets';
import { useDownloadReviewReport } from '../api/download-review-report';
import { reportText } from '../utils/report-text';

interface ReportPanelProps {
  reviewId: string;
  report: ReviewReport;
  onShare: () => void;
}

/** The summary report: what was found, what to do, what is missing; copied, shared or downloaded as a PDF. */
export function ReportPanel({ reviewId, report, onShare }: ReportPanelProps) {
  const { t } = useTranslation('documents');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const download = useDownloadReviewReport();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reportText(report));
      setNotice({ text: t('report.copied'), error: false });
    } catch {
      setNotice({ text: t('report.copyFailed'), error: true });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="overline" color="text.secondary">
        {t('report.overline')}
      </Typography>
      <Typography variant="h6" component="h3" id="report-title" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {report.title}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{report.summary}</Typography>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <ReportBullets title={t('report.issues')} items={report.issues} headingComponent="h4" />
        <ReportBullets title={t('report.recommendations')} items={report.recommendations} headingComponent="h4" />
        <ReportBullets title={t('report.missing')} items={report.missing.map((m) => m.label)} headingComponent="h4" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('report.copy')}
        </Button>
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={onShare}>
          {t('report.share')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => download.mutate(reviewId, { onError: () => setNotice({ text: t('report.downloadFailed'), error: true }) })}
          disabled={download.isPending}
        >
          {download.isPending ? t('report.preparing') : t('report.download')}
        </Button>
      </Box>
      <Snackbar
        open={notice !== null}
        autoHideDuration={3000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.error ? 'error' : 'success'} variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
