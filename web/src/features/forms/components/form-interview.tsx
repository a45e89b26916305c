import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import type { CaseFormView, QuestionView } from '@shared/forms/form-views';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { useServerMessages } from '@/lib/i18n/server-message';
import { formFileName, useDownloadFormPdf } from '../api/download-forms';
import { useQuestions } from '../api/form-queries';
import { checkDraft, draftOf, localToday, type Draft } from '../utils/answer-value';
import type { AnswerSaver, SaverSnapshot } from '../utils/answer-saver';
import { questionElementId, questionSections } from '../utils/question-sections';
import { FormCheckPanel } from './form-check-panel';
import type { OPENED_FROM_LIST } from './forms-list';
import { QuestionField } from './question-field';

interface FormInterviewProps {
  caseId: string;
  form: CaseFormView;
  saver: AnswerSaver;
  snapshot: SaverSnapshot;
  /** A question to bring into view once it is on screen ("Ready to file?" links back to it). */
  focusQuestion: string | null;
  onFocused: () => void;
  /** A check's link to a question, possibly of another form. */
  onGoTo: (form: string, questionId: string) => void;
}

/** Scrolls to a question and puts the cursor in its input, once it has rendered. */
function useFocusQuestion(questionId: string | null, rendered: unknown, onFocused: () => void) {
  useEffect(() => {
    if (!questionId) return;
    const element = document.getElementById(questionElementId(questionId));
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus({ preventScroll: true });
    onFocused();
  }, [questionId, rendered, onFocused]);
}

/** A form opened from the list takes the focus, so keyboard and screen-reader users land on its questions. */
function useFocusOnOpen() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  const opened = (state as Partial<typeof OPENED_FROM_LIST> | null)?.focusInterview === true;
  useEffect(() => {
    if (!opened) return;
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [opened]);
  return heading;
}

/** One form's questions, grouped by its parts, saved as they are answered. */
export function FormInterview({ caseId, form, saver, snapshot, focusQuestion, onFocused, onGoTo }: FormInterviewProps) {
  const { t } = useTranslation('forms');
  const headingId = useId();
  const [reveal, setReveal] = useState(false);
  const [checking, setChecking] = useState(false);
  const questions = useQuestions(caseId, form.formId, reveal);
  const download = useDownloadFormPdf();
  const render = useServerMessages('server-validation');
  const today = localToday();
  useFocusQuestion(focusQuestion, questions.data, onFocused);
  const heading = useFocusOnOpen();

  const problemOf = (question: QuestionView, draft: Draft): string | null => {
    const refused = snapshot.refused[question.id];
    if (refused) return refused;
    const pending = snapshot.pending[question.id];
    if (!pending) return null;
    const { problem } = checkDraft(question, draft, today);
    return problem ? render(problem) : null;
  };
  const edit = (question: QuestionView, draft: Draft, delayMs: number) => {
    const { value, problem } = checkDraft(question, draft, today);
    saver.edit(question.id, draft, problem ? undefined : value, delayMs);
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ scrollMarginTop: 96, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {t('interview.heading', { form: form.form, title: form.title })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => setChecking(true)} aria-expanded={checking}>
            {t('check.open')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            loading={download.isPending}
            loadingPosition="start"
            aria-label={t('downloads.pdfOf', { form: form.form })}
            onClick={() => download.mutate({ caseId, formId: form.formId, fileName: formFileName(form.form, form.edition) })}
          >
            {t('downloads.pdf')}
          </Button>
        </Stack>
      </Box>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
          {t('downloads.failed')}
        </Alert>
      )}
      {checking && <FormCheckPanel caseId={caseId} formId={form.formId} onGoTo={onGoTo} onClose={() => setChecking(false)} />}
      <AsyncState
        query={questions}
        loadingLabel={t('interview.loading')}
        errorMessage={t('interview.loadFailed')}
        isEmpty={(data) => data.questions.length === 0}
        empty={t('interview.empty')}
      >
        {(data) => (
          <Stack spacing={4} divider={<Divider flexItem />}>
            {questionSections(data.questions).map((section) => (
              <Box component="fieldset" key={section.group} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                  {section.group}
                </Typography>
                <Stack spacing={3}>
                  {section.items.map(({ question, personHeading }) => {
                    const draft = snapshot.pending[question.id]?.draft ?? draftOf(question.value);
                    return (
                      <Box key={question.id}>
                        {personHeading && (
                          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
                            {personHeading}
                          </Typography>
                        )}
                        <QuestionField
                          caseId={caseId}
                          question={question}
                          draft={draft}
                          problem={problemOf(question, draft)}
                          onDraft={(next, delayMs) => edit(question, next, delayMs)}
                          onLeave={() => void saver.flush()}
                          onReveal={() => setReveal(true)}
                          revealing={reveal && questions.isPlaceholderData}
                        />
                      </Box>
                    );
                  })}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </AsyncState>
    </Paper>
  );
}
