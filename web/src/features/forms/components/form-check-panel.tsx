import { Alert, Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import type { FormCheckView, ProblemView } from '@shared/forms/form-views';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { useFormCheck } from '../api/form-queries';

interface FormCheckPanelProps {
  caseId: string;
  formId: string;
  /** Brings a problem's question into view (it may be on another form). */
  onGoTo: (form: string, questionId: string) => void;
  onClose: () => void;
}

const SEVERITIES = ['blocker', 'warning'] as const;

/** The problems of a check, blockers first, each severity in the server's order. */
export const problemsBySeverity = (check: FormCheckView) =>
  SEVERITIES.map((severity) => ({ severity, problems: check.problems.filter((problem) => problem.severity === severity) })).filter(
    (group) => group.problems.length > 0,
  );

function ProblemRefs({ problem, onGoTo }: { problem: ProblemView; onGoTo: FormCheckPanelProps['onGoTo'] }) {
  const { t } = useTranslation('forms');
  if (problem.refs.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 0.25 }}>
      {problem.refs.map((ref, index) => {
        const text = t('interview.ref', ref);
        const questionId = ref.questionId;
        return questionId ? (
          <Link
            key={index}
            component="button"
            type="button"
            variant="body2"
            onClick={() => onGoTo(ref.form, questionId)}
            sx={{ textAlign: 'start' }}
          >
            {text}
          </Link>
        ) : (
          <Typography key={index} component="span" variant="body2" color="text.secondary">
            {text}
          </Typography>
        );
      })}
    </Box>
  );
}

/** "Ready to file?": whether the form is ready, and what blocks it or deserves a look, each linked to its question. */
export function CheckResult({ check, onGoTo }: { check: FormCheckView; onGoTo: FormCheckPanelProps['onGoTo'] }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <Alert severity={check.ready ? 'success' : 'error'} sx={{ mb: 1.5 }}>
        {check.ready ? t('check.ready') : t('check.notReady')}
      </Alert>
      {check.problems.length === 0 && <Typography color="text.secondary">{t('check.none')}</Typography>}
      {problemsBySeverity(check).map(({ severity, problems }) => (
        <Box key={severity} sx={{ mt: 1.5 }}>
          <Typography
            variant="subtitle1"
            component="h4"
            sx={{ fontWeight: 700, color: severity === 'blocker' ? 'error.main' : 'warning.dark' }}
          >
            {t(`check.${severity}`)}
          </Typography>
          <List dense disablePadding>
            {problems.map((problem, index) => (
              <ListItem key={index} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2">{problem.message}</Typography>
                <ProblemRefs problem={problem} onGoTo={onGoTo} />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </>
  );
}

/** The check of one form, asked for when opened and again after each save (its query is under the case's key). */
export function FormCheckPanel({ caseId, formId, onGoTo, onClose }: FormCheckPanelProps) {
  const { t } = useTranslation('forms');
  const headingId = useId();
  const check = useFormCheck(caseId, formId, true);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={check.isFetching}
      sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {t('check.heading')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => void check.refetch()} disabled={check.isFetching}>
            {t('check.recheck')}
          </Button>
          <Button size="small" color="inherit" onClick={onClose}>
            {t('check.close')}
          </Button>
        </Box>
      </Box>
      <AsyncState query={check} loadingLabel={t('check.loading')} errorMessage={t('check.loadFailed')}>
        {(data) => <CheckResult check={data} onGoTo={onGoTo} />}
      </AsyncState>
    </Box>
  );
}
