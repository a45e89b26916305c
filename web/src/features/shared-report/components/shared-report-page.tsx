// The public page of a shared report (/shared/reports/:token): no sign-in, no app shell, read only. Loaded on its own
// (app/router.tsx), so it carries little more than MUI.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Alert, Box, Button, Chip, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import type { SharedReportView } from '@shared/documents/review-views';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { IdentityDetails } from '@/components/documents/identity-details';
import { IssueList } from '@/components/documents/issue-list';
import { wrongDocumentColor } from '@/components/documents/wrong-document';
import { ReportBullets } from '@/components/documents/report-bullets';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate, formatDateTime } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';
import { getSharedReport, type SharedReportAnswer } from '../api/get-shared-report';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | SharedReportAnswer;

function useSharedReport(token: string): { load: Load; retry: () => void } {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getSharedReport(token, controller.signal).then(setLoad, (error: unknown) => {
      if (!controller.signal.aborted)
        setLoad({ status: 'failed', message: error instanceof Error ? error.message : i18n.t('loadError', { ns: 'shared-report' }) });
    });
    return () => controller.abort();
  }, [token, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}

function DocumentCard({ doc }: { doc: SharedReportView['documents'][number] }) {
  const { t } = useTranslation('shared-report');
  return (
    <Paper variant="outlined" component="article" data-testid="shared-document" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {doc.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {doc.kindLabel}
          </Typography>
        </Box>
        {doc.wrongDocument && <Chip label={t('report.wrongDocument')} color={wrongDocumentColor(doc.issues)} size="small" />}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <IdentityDetails identity={doc.identity} />
        <IssueList issues={doc.issues} />
      </Box>
    </Paper>
  );
}

function Report({ report }: { report: SharedReportView }) {
  const { t } = useTranslation('shared-report');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {t('report.overline')}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {report.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('report.meta', { category: report.categoryLabel, country: report.country, date: formatDate(report.createdAt, 'long') })}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{report.summary}</Typography>
      <ReportBullets headingComponent="h2" title={t('report.issues')} items={report.issues} />
      <ReportBullets headingComponent="h2" title={t('report.recommendations')} items={report.recommendations} />
      <ReportBullets headingComponent="h2" title={t('report.missing')} items={report.missing.map((m) => m.label)} />
      <Box component="section" aria-labelledby="shared-documents-heading">
        <Typography variant="subtitle1" component="h2" id="shared-documents-heading" sx={{ fontWeight: 700, mb: 1 }}>
          {t('report.documents', { count: report.documents.length })}
        </Typography>
        <Stack spacing={1.5}>
          {report.documents.map((doc, i) => (
            <DocumentCard key={`${i}-${doc.name}`} doc={doc} />
          ))}
        </Stack>
      </Box>
      <Divider />
      <Typography variant="body2" color="text.secondary">
        {t('report.footer', { expires: formatDateTime(report.expiresAt, { dateStyle: 'long' }) })}
      </Typography>
    </Stack>
  );
}

export function SharedReportPage() {
  const { t } = useTranslation('shared-report');
  const { token = '' } = useParams();
  const { load, retry } = useSharedReport(token);

  let body;
  if (load.status === 'loading') body = <PageLoader label={t('loading')} />;
  else if (load.status === 'gone') {
    body = (
      <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
        <LinkOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
          {t('gone.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('gone.hint')}
        </Typography>
      </Box>
    );
  } else if (load.status === 'failed') {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('tryAgain')}
          </Button>
        }
      >
        {load.message}
      </Alert>
    );
  } else body = <Report report={load.report} />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <meta name="robots" content="noindex" />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="md" sx={{ py: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
          <Typography sx={{ fontWeight: 700 }}>{t('brand')}</Typography>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {body}
        </Paper>
      </Container>
    </Box>
  );
}
