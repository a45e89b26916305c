import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { QuestionView } from '@shared/forms/form-views';
import { caseDiscussionPath } from '@shared/discussion/discussion-limits';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isFlagged, type Draft } from '../utils/answer-value';
import { TYPING_DELAY_MS } from '../utils/answer-saver';
import { questionElementId } from '../utils/question-sections';

export interface QuestionFieldProps {
  caseId: string;
  question: QuestionView;
  /** What the input shows: the edit not saved yet, else the stored answer. */
  draft: Draft;
  /** Why the answer cannot be saved: the shared rules' message, or the server's. */
  problem: string | null;
  /** An edit, and how long to wait before sending it (typing waits, a click does not). */
  onDraft: (draft: Draft, delayMs: number) => void;
  /** Leaving a field sends what it holds at once. */
  onLeave: () => void;
  /** Asks for the masked answers in full (GET …/questions?reveal=1). */
  onReveal: () => void;
  revealing: boolean;
}

/** Where the answer lands on the official forms: "Form I-485, Part 1, Item 1.a; Form I-130, Part 4, Item 2". */
function useRefsText(question: QuestionView): string {
  const { t } = useTranslation('forms');
  return question.refs.map((ref) => t('interview.ref', ref)).join('; ');
}

const INPUT_MODES: Partial<Record<QuestionView['type'], 'numeric' | 'text'>> = { number: 'numeric', digits: 'numeric' };

/** One question of the interview: labelled by its own text, with its help, where it lands, and its notes. */
export function QuestionField({ caseId, question, draft, problem, onDraft, onLeave, onReveal, revealing }: QuestionFieldProps) {
  const { t } = useTranslation('forms');
  const id = useId();
  const refs = useRefsText(question);
  const helpId = `${id}-help`;
  const notesId = `${id}-notes`;
  const problemId = `${id}-problem`;
  const describedBy = [problem && problemId, question.help && helpId, notesId].filter(Boolean).join(' ');
  const text = typeof draft === 'string' ? draft : '';

  let input: ReactNode;
  if (question.type === 'yes-no') {
    const labelId = `${id}-label`;
    input = (
      <FormControl component="fieldset" required={question.required} error={problem !== null}>
        <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {question.label}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          value={typeof draft === 'boolean' ? String(draft) : ''}
          onChange={(event) => onDraft(event.target.value === 'true', 0)}
        >
          <FormControlLabel value="true" control={<Radio />} label={t('interview.yes')} />
          <FormControlLabel value="false" control={<Radio />} label={t('interview.no')} />
        </RadioGroup>
      </FormControl>
    );
  } else if (question.type === 'choice') {
    input = (
      <FormControl fullWidth required={question.required} error={problem !== null}>
        <InputLabel htmlFor={id} variant="outlined" shrink>
          {question.label}
        </InputLabel>
        <NativeSelect
          id={id}
          value={text}
          onChange={(event) => onDraft(event.target.value, 0)}
          input={<OutlinedInput notched label={question.required ? `${question.label} *` : question.label} />}
          inputProps={{ 'aria-describedby': describedBy }}
        >
          <option value="">{t('interview.choose')}</option>
          {(question.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    );
  } else {
    const masked = question.masked && draft === draftOfMasked(question);
    input = (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormControl fullWidth required={question.required} error={problem !== null}>
          <InputLabel htmlFor={id} shrink={question.type === 'date' || undefined}>
            {question.label}
          </InputLabel>
          <OutlinedInput
            id={id}
            type={question.type === 'date' ? 'date' : 'text'}
            notched={question.type === 'date' || undefined}
            label={question.required ? `${question.label} *` : question.label}
            value={text}
            readOnly={masked}
            onChange={(event) => onDraft(event.target.value, TYPING_DELAY_MS)}
            onBlur={onLeave}
            inputProps={{
              'aria-describedby': describedBy,
              inputMode: INPUT_MODES[question.type],
              lang: question.englishOnly ? 'en' : undefined,
              autoComplete: 'off',
            }}
          />
        </FormControl>
        {masked && (
          <Button
            variant="outlined"
            onClick={onReveal}
            loading={revealing}
            aria-label={t('interview.showLabel', { label: question.label })}
            sx={{ mt: 1 }}
          >
            {t('interview.show')}
          </Button>
        )}
      </Box>
    );
  }

  return (
    <Box id={questionElementId(question.id)} data-question={question.id} sx={{ scrollMarginTop: 96 }}>
      {question.prefilled && <Chip size="small" color="primary" variant="outlined" label={t('interview.prefilled')} sx={{ mb: 1 }} />}
      {input}
      {problem && (
        <FormHelperText id={problemId} error sx={{ mx: 1.75 }}>
          {problem}
        </FormHelperText>
      )}
      {question.help && (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }}>
          {question.help}
        </Typography>
      )}
      <Box id={notesId} sx={{ mx: 1.75 }}>
        {question.englishOnly && (
          <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
            {t('interview.englishOnly')}
          </Typography>
        )}
        {question.prefilled && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('interview.prefilledHelp')}
          </Typography>
        )}
        {question.masked && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('interview.masked')}
          </Typography>
        )}
        {refs && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('interview.landsOn', { refs })}
          </Typography>
        )}
      </Box>
      {isFlagged(question, draft) && question.flag && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={caseDiscussionPath(caseId)}>
              {t('interview.discussExpert')}
            </Button>
          }
        >
          <AlertTitle>{t('interview.flagTitle')}</AlertTitle>
          {question.flag.warning}
        </Alert>
      )}
    </Box>
  );
}

/** A masked answer is shown as the server masked it until the applicant asks to see it or types a new one. */
const draftOfMasked = (question: QuestionView): Draft => (question.value === null ? '' : String(question.value));
