import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, Chip, List, ListItem, Paper, Typography } from '@mui/material';
import { CASE_ACTORS } from '@shared/cases/case-status';
import type { ExpertCaseView } from '@shared/discussion/discussion-views';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/components/ui/date-text';
import { i18n } from '@/lib/i18n/i18n';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';
import { useDownloadCaseDocument } from '../api/download-case-document';

export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

function Documents({ view }: { view: ExpertCaseView }) {
  const { t } = useTranslation('expert');
  const download = useDownloadCaseDocument();
  const [failed, setFailed] = useState<string | null>(null);
  const caseId = view.summary.caseId;
  const documents = view.details.documents;
  if (documents.length === 0) return <Muted>{t('details.noDocuments')}</Muted>;
  return (
    <>
      <List disablePadding aria-label={t('details.documents')}>
        {documents.map((doc) => (
          <ListItem key={doc.documentId} disableGutters divider sx={{ gap: 1, py: 0.75, flexWrap: 'wrap' }}>
            <DescriptionOutlined color="action" fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {doc.name}
              {doc.reviewed && (
                <Typography component="span" variant="caption" color={doc.issues.length ? 'warning.main' : 'success.main'} sx={{ ml: 1 }}>
                  {t('details.issues', { count: doc.issues.length })}
                </Typography>
              )}
            </Typography>
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              aria-label={t('details.downloadLabel', { name: doc.name })}
              disabled={download.isPending && download.variables?.fileName === doc.filename}
              onClick={() => {
                setFailed(null);
                download.mutate({ caseId, fileName: doc.filename, saveAs: doc.name }, { onError: () => setFailed(doc.name) });
              }}
            >
              {t('details.download')}
            </Button>
          </ListItem>
        ))}
      </List>
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFailed(null)}>
          {t('details.downloadFailed', { name: failed })}
        </Alert>
      )}
    </>
  );
}

function Reviews({ view }: { view: ExpertCaseView }) {
  const { t } = useTranslation('expert');
  const reports = view.details.reports;
  if (reports.length === 0) return <Muted>{t('details.noReviews')}</Muted>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {reports.map((report) => (
        <Box key={report.reportId} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {report.title}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {formatDate(report.createdAt)}
            </Typography>
          </Typography>
          {report.summary && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {report.summary}
            </Typography>
          )}
          {report.issues.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {report.issues.map((issue, i) => (
                <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                  {issue}
                </Typography>
              ))}
            </Box>
          )}
          {report.missing.length > 0 && (
            <Typography variant="body2" color="warning.main" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {t('details.missing', { items: report.missing.map((m) => m.label).join(', ') })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

function EligibilityChecks({ view }: { view: ExpertCaseView }) {
  const { t } = useTranslation('expert');
  const checks = view.details.eligibility;
  if (checks.length === 0) return <Muted>{t('details.noChecks')}</Muted>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {checks.map((check) => (
        <Box key={check.eligibilityId} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={check.analysis.eligible ? 'success' : 'warning'}
              label={check.analysis.eligible ? t('details.qualifies') : t('details.notQualifies')}
            />
            <Typography variant="caption" color="text.secondary">
              {formatDate(check.createdAt)}
            </Typography>
          </Box>
          {check.analysis.summary && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {check.analysis.summary}
            </Typography>
          )}
          {check.analysis.reasons.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {check.analysis.reasons.map((reason, i) => (
                <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                  {reason}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
      {Object.keys(view.details.eligibilityDetails).length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
        >
          {Object.entries(view.details.eligibilityDetails).map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {key}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Who made a change, as the expert reads it: the applicant's own label ('You') would name the expert. */
const actorLabel = (by: string): string => {
  const actor = CASE_ACTORS.find((known) => known === by);
  return actor ? i18n.t(`expert:actor.${actor}`) : by;
};

function Timeline({ view }: { view: ExpertCaseView }) {
  const { t } = useTranslation('expert');
  const render = useServerMessages('server-timeline');
  const entries = [...view.timeline].reverse();
  if (entries.length === 0) return <Muted>{t('details.nothingYet')}</Muted>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {entries.map((entry, i) => (
        <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
          {storedText(entry.keyed, entry.event, render)}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            · {actorLabel(entry.by)} · {formatDate(entry.date, true)}
          </Typography>
        </Typography>
      ))}
    </Box>
  );
}

/** What the applicant shared with the case: documents (downloadable), reviews, eligibility checks and the timeline. */
export function SharedCaseDetails({ view }: { view: ExpertCaseView }) {
  const { t } = useTranslation('expert');
  const id = (part: string) => `expert-${view.summary.caseId}-${part}`;
  return (
    <>
      <Section title={t('details.documents')} id={id('documents')}>
        <Documents view={view} />
      </Section>
      <Section title={t('details.reviews')} id={id('reviews')}>
        <Reviews view={view} />
      </Section>
      <Section title={t('details.eligibility')} id={id('eligibility')}>
        <EligibilityChecks view={view} />
      </Section>
      <Section title={t('details.timeline')} id={id('timeline')}>
        <Timeline view={view} />
      </Section>
    </>
  );
}
