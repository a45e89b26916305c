import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useCommonQuestions } from '../api/get-common-questions';
import { useTranslation } from 'react-i18next';

interface WelcomePanelProps {
  onAsk: (question: string) => void;
}

/** The questions a chat about a case starts with; both assistants answer them from the case's record. */
const CASE_QUESTIONS = ['status', 'missing', 'nextSteps'] as const;

function CaseQuestions({ onAsk }: WelcomePanelProps) {
  const { t } = useTranslation('chat');
  return (
    <Box
      component="ul"
      aria-label={t('welcome.caseQuestionsLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
    >
      {CASE_QUESTIONS.map((key) => {
        const question = t(`welcome.caseQuestions.${key}`);
        return (
          <li key={key}>
            <Button variant="contained" disableElevation onClick={() => onAsk(question)} sx={{ textTransform: 'none' }}>
              {question}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}

function SuggestedQuestions({ onAsk }: WelcomePanelProps) {
  const { t } = useTranslation('chat');
  const questions = useCommonQuestions();
  if (questions.isPending) {
    return (
      <Stack role="status" aria-label={t('welcome.loadingQuestions')} spacing={1} sx={{ width: '100%' }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (questions.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void questions.refetch()}>
            {t('welcome.tryAgain')}
          </Button>
        }
      >
        {t('welcome.questionsFailed')}
      </Alert>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('welcome.suggestedLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {questions.data.map((q) => (
        <li key={q.id}>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => onAsk(q.text)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', height: '100%', py: 1 }}
          >
            {q.text}
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** What an empty chat shows: who this is, what it is not (legal advice), and questions to start with. */
export function WelcomePanel({ onAsk, aboutCase = false }: WelcomePanelProps & { aboutCase?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Box
      sx={{
        maxWidth: 760,
        mx: 'auto',
        px: { xs: 1, sm: 2 },
        py: { xs: 2, sm: 4 },
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
        textAlign: 'center',
      }}
    >
      <Box component="img" src="/logo.svg" alt={t('welcome.logo')} sx={{ width: 64, height: 64 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('welcome.title')}
      </Typography>
      <Typography color="text.secondary">{t('welcome.intro')}</Typography>
      <Alert severity="info" sx={{ textAlign: 'left', width: '100%' }} data-testid="chat-disclaimer">
        {/* docs/SPEC.md section 1: answers are informational only; each answer also ends with the server's disclaimer. */}
        {t('welcome.disclaimer')}
      </Alert>
      {aboutCase && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ justifySelf: 'start' }}>
            {t('welcome.aboutCase')}
          </Typography>
          <CaseQuestions onAsk={onAsk} />
        </>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ justifySelf: 'start' }}>
        {t('welcome.suggested')}
      </Typography>
      <SuggestedQuestions onAsk={onAsk} />
    </Box>
  );
}
