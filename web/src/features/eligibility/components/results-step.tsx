import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { caseViewPath } from '@shared/cases/case-links';
import { caseDiscussionPath } from '@shared/discussion/discussion-limits';
import { ExpertRequestDialog } from '@/components/expert/expert-request-dialog';
import type { Outcome, ResultSubmission } from '../utils/wizard-state';
import { CATEGORY_KEYS } from './category-names';
import { PathSection } from './path-section';

interface ResultsStepProps {
  outcome: Outcome;
  fromChat: boolean;
  submission: ResultSubmission | null;
  onRestart: () => void;
  onRetryAnalysis: () => void;
  onRetrySubmission: () => void;
  onAskFollowUp: () => void;
  onAskQuestion: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
      {items.map((item) => (
        <ListItem key={item} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
          {item}
        </ListItem>
      ))}
    </List>
  );
}

export function ResultsStep(props: ResultsStepProps) {
  const { outcome, fromChat, submission } = props;
  const [expertOpen, setExpertOpen] = useState(false);
  const navigate = useNavigate();
  const { analysis } = outcome;
  const { t } = useTranslation('eligibility');
  const failed = outcome.status === 'failed';
  const what = {
    hasCategory: outcome.category ? 'yes' : 'no',
    category: outcome.category ? t(`category.names.${CATEGORY_KEYS[outcome.category]}`) : '',
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('results.heading')}
      </Typography>
      {failed ? (
        <Alert severity="error" variant="outlined">
          <AlertTitle sx={{ fontWeight: 700 }}>{t('results.failedTitle')}</AlertTitle>
          {t('results.failedBody')}
        </Alert>
      ) : (
        <Alert
          severity={analysis.eligible ? 'success' : 'error'}
          variant="outlined"
          icon={analysis.eligible ? <CheckCircleOutlineIcon /> : <CancelOutlinedIcon />}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{analysis.eligible ? t('results.qualify', what) : t('results.notQualify', what)}</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line' }}>{analysis.summary}</Box>
          {analysis.narrativeBy && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
              {t('results.narrativeBy', { author: analysis.narrativeBy })}
            </Typography>
          )}
        </Alert>
      )}

      {/* The path is the result's primary action: what to file next, right under the outcome. */}
      {!failed && analysis.path && <PathSection path={analysis.path} caseId={outcome.caseId} />}
      {!failed && analysis.reasons.length > 0 && (
        <Section title={t('results.reasons')}>
          <Bullets items={analysis.reasons} />
        </Section>
      )}
      {!failed && analysis.recommendations.length > 0 && (
        <Section title={t('results.recommendations')}>
          <Bullets items={analysis.recommendations} />
        </Section>
      )}
      {!failed && analysis.citations.length > 0 && (
        <Section title={t('results.legalSources')}>
          <List dense disablePadding>
            {analysis.citations.map((citation) => (
              <ListItem key={`${citation.source}|${citation.reference}`} disableGutters sx={{ py: 0.25, display: 'block' }}>
                <Typography component="span" variant="body2">
                  {t('results.citation', { label: citation.label })}
                </Typography>
                <Link href={citation.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {citation.reference}
                  <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} aria-label={t('results.opensInNewTab')} />
                </Link>
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {!failed && analysis.needsReview && (analysis.reviewReasons ?? []).length > 0 && (
        <Alert
          severity="warning"
          variant="outlined"
          action={
            outcome.caseId ? (
              <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => setExpertOpen(true)}>
                {t('results.askExpert')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('results.needsReview')}</AlertTitle>
          <Bullets items={analysis.reviewReasons ?? []} />
        </Alert>
      )}
      {!failed && (
        <Typography variant="body2" color="text.secondary">
          {outcome.caseId ? (
            <Trans
              t={t}
              i18nKey="results.savedWithLink"
              components={{ anchor: <Link component={RouterLink} to={caseViewPath(outcome.caseId)} /> }}
            />
          ) : (
            t('results.saved')
          )}
        </Typography>
      )}

      <ExpertRequestDialog
        open={expertOpen}
        caseId={outcome.caseId}
        caseLabel={t('results.expertCaseLabel')}
        onClose={() => setExpertOpen(false)}
        onSent={(caseId) => {
          setExpertOpen(false);
          navigate(caseDiscussionPath(caseId));
        }}
      />
      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" onClick={props.onRestart}>
            {t('results.restart')}
          </Button>
          {failed && (
            <Button variant="outlined" onClick={props.onRetryAnalysis}>
              {t('results.tryAgain')}
            </Button>
          )}
          {fromChat ? (
            <Button variant="contained" onClick={props.onAskFollowUp}>
              {t('results.askFollowUp')}
            </Button>
          ) : (
            <Button variant="contained" onClick={props.onAskQuestion}>
              {t('results.askQuestion')}
            </Button>
          )}
        </Box>
        {submission?.status === 'failed' && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
            <Typography role="alert" color="error" variant="body2">
              {t('results.submitFailed')}
            </Typography>
            <Button size="small" onClick={props.onRetrySubmission}>
              {t('results.sendAgain')}
            </Button>
          </Box>
        )}
        {submission?.status === 'pending' && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('results.sending')}
          </Typography>
        )}
        {submission?.status === 'succeeded' && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('results.sent')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
