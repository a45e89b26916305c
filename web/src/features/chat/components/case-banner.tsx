import CasesOutlined from '@mui/icons-material/CasesOutlined';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '@/components/ui/status-chip';
import { caseViewPath } from '@shared/cases/case-links';
import { CASE_STATUS_COLOURS } from '@shared/cases/case-status';
import { statusLabel } from '@/lib/case-labels';
import { useCaseSummary } from '../api/get-case-summary';
import { Trans, useTranslation } from 'react-i18next';

interface CaseBannerProps {
  caseId: string;
  /** Starts a chat without the case, for a case that cannot be found. */
  onNewChat: () => void;
}

/** Above a chat about a case: which case is being discussed, with its status and a link to it. */
export function CaseBanner({ caseId, onNewChat }: CaseBannerProps) {
  const { t } = useTranslation(['chat', 'cases']);
  const summary = useCaseSummary(caseId);

  if (summary.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {t('caseBanner.loading')}
        </Typography>
      </Box>
    );
  }
  if (summary.isError) {
    return (
      <Alert
        severity="error"
        sx={{ borderRadius: 0 }}
        action={
          <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
            {t('caseBanner.tryAgain')}
          </Button>
        }
      >
        {t('caseBanner.loadFailed')}
      </Alert>
    );
  }
  if (summary.data === null) {
    return (
      <Alert
        severity="warning"
        sx={{ borderRadius: 0 }}
        data-testid="case-banner"
        action={
          <Button color="inherit" size="small" onClick={onNewChat} sx={{ whiteSpace: 'nowrap' }}>
            {t('caseBanner.newChat')}
          </Button>
        }
      >
        {t('caseBanner.notFound')}
      </Alert>
    );
  }

  const found = summary.data;
  return (
    <Box
      component="section"
      aria-label={t('caseBanner.label')}
      data-testid="case-banner"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 1.5, sm: 2 }, py: 1, bgcolor: 'action.hover' }}
    >
      <CasesOutlined fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2" sx={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
        <Trans
          t={t}
          i18nKey="caseBanner.discussing"
          values={{ caseNumber: found.caseNumber, caseName: found.caseName }}
          components={{ strong: <strong /> }}
        />
      </Typography>
      <StatusChip label={statusLabel(found.status)} tone={CASE_STATUS_COLOURS[found.status]} />
      <Link component={RouterLink} to={caseViewPath(caseId)} variant="body2">
        {t('caseBanner.viewCase')}
      </Link>
    </Box>
  );
}
