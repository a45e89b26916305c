import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { CaseFormsView, CaseFormView } from '@shared/forms/form-views';
import { isDocId } from '@shared/ids';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GoalChooser } from '@/components/forms/goal-chooser';
import { AsyncState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCaseForms } from '@/lib/forms';
import { useDownloadPacket } from '../api/download-forms';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { caseFeesPath } from '../utils/case-fees';
import { CasePlan } from './case-plan';
import { FormInterview } from './form-interview';
import { FormsList } from './forms-list';
import { SaveStatus } from './save-status';

/** The form shown: the one in the address, else the first fillable form not ready yet, else the first fillable one. */
export function openForm(view: CaseFormsView, requested: string | null) {
  const fillable = view.forms.filter((form) => form.fillable);
  return fillable.find((form) => form.formId === requested) ?? fillable.find((form) => form.status !== 'ready') ?? fillable[0] ?? null;
}

/** The form a check's ref opens: the fillable form it names, else the one shown (a ref to I-693 stays where it is). */
export const refForm = (view: CaseFormsView, formNumber: string, shown: CaseFormView | null): CaseFormView | null =>
  view.forms.find((form) => form.form === formNumber && form.fillable) ?? shown;

function PacketButton({ caseId }: { caseId: string }) {
  const { t } = useTranslation('forms');
  const download = useDownloadPacket();
  return (
    <Box>
      <Button
        variant="contained"
        startIcon={<DownloadOutlined />}
        loading={download.isPending}
        loadingPosition="start"
        onClick={() => download.mutate({ caseId })}
      >
        {t('downloads.packet')}
      </Button>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => download.reset()}>
          {t('downloads.failed')}
        </Alert>
      )}
    </Box>
  );
}

/**
 * A case with a goal: its forms beside the open form's interview. On a phone the list comes first, in reading and tab
 * order alike, and opening a form moves the focus to its questions.
 */
function CaseForms({ caseId, view }: { caseId: string; view: CaseFormsView }) {
  const { t } = useTranslation('forms');
  const [params, setParams] = useSearchParams();
  const { saver, snapshot } = useAnswerSaver(caseId);
  const [focusTarget, setFocusTarget] = useState<{ formId: string; questionId: string } | null>(null);
  const form = openForm(view, params.get('form'));
  const onFocused = useCallback(() => setFocusTarget(null), []);

  // The question is looked for in its own form only: the same question (answered once) may be on the form still shown.
  const goTo = (formNumber: string, questionId: string) => {
    const target = refForm(view, formNumber, form);
    if (!target) return;
    if (target.formId !== form?.formId) setParams({ case: caseId, form: target.formId });
    setFocusTarget({ formId: target.formId, questionId });
  };

  if (view.forms.length === 0) return <Alert severity="info">{t('noForms')}</Alert>;
  return (
    <>
      <CasePlan caseId={caseId} plan={view.plan} feesPath={caseFeesPath(view)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <SaveStatus snapshot={snapshot} onRetry={() => void saver.flush()} />
        <PacketButton caseId={caseId} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <FormsList caseId={caseId} view={view} selected={form?.formId ?? null} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {form && (
            <FormInterview
              key={form.formId}
              caseId={caseId}
              form={form}
              saver={saver}
              snapshot={snapshot}
              focusQuestion={focusTarget?.formId === form.formId ? focusTarget.questionId : null}
              onFocused={onFocused}
              onGoTo={goTo}
            />
          )}
        </Box>
      </Box>
    </>
  );
}

/** /cases/forms?case=<id>[&form=<formId>]: the case's forms and their interview; without a case, the goal chooser. */
export function CaseFormsPage() {
  const { t } = useTranslation('forms');
  const [params] = useSearchParams();
  const requested = params.get('case');
  const caseId = isDocId(requested) ? requested : null;
  const forms = useCaseForms(caseId);

  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      {caseId === null ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <GoalChooser />
        </Paper>
      ) : (
        <AsyncState query={forms} loadingLabel={t('loading')} errorMessage={t('loadFailed')}>
          {(view) =>
            view.goal === null ? (
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography sx={{ mb: 2 }}>{t('noGoal')}</Typography>
                <GoalChooser caseId={caseId} />
              </Paper>
            ) : (
              <CaseForms key={caseId} caseId={caseId} view={view} />
            )
          }
        </AsyncState>
      )}
    </Box>
  );
}
