import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useCommonQuestions } from '../api/get-common-questions';

// docs/SPEC.md section 1: the chat says its answers are informational only. Each answer also ends with the server's own
// disclaimer (functions/src/ai/agent.ts), in the same spirit.
export const DISCLAIMER =
  'Answers are informational only and are not legal advice. For advice on your situation, consult a licensed immigration attorney or accredited representative.';

interface WelcomePanelProps {
  onAsk: (question: string) => void;
}

/** The questions a chat about a case starts with; both assistants answer them from the case's record. */
export const CASE_QUESTIONS = ['What is the status of my case?', 'What is missing?', 'What are my next steps?'] as const;

function CaseQuestions({ onAsk }: WelcomePanelProps) {
  return (
    <Box component="ul" aria-label="Questions about this case" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
      {CASE_QUESTIONS.map((question) => (
        <li key={question}>
          <Button variant="contained" disableElevation onClick={() => onAsk(question)} sx={{ textTransform: 'none' }}>
            {question}
          </Button>
        </li>
      ))}
    </Box>
  );
}

function SuggestedQuestions({ onAsk }: WelcomePanelProps) {
  const questions = useCommonQuestions();
  if (questions.isPending) {
    return (
      <Stack role="status" aria-label="Loading suggested questions" spacing={1} sx={{ width: '100%' }}>
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
            Try again
          </Button>
        }
      >
        Failed to load questions
      </Alert>
    );
  }
  return (
    <Box component="ul" aria-label="Suggested questions" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
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
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 1, sm: 2 }, py: { xs: 2, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Box component="img" src="/logo.svg" alt="Immigration AI logo" sx={{ width: 64, height: 64 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Immigration AI Assistant
      </Typography>
      <Typography color="text.secondary">Ask about visas, green cards, citizenship and your case. I can also open the right tool or a case for you.</Typography>
      <Alert severity="info" sx={{ textAlign: 'left', width: '100%' }} data-testid="chat-disclaimer">
        {DISCLAIMER}
      </Alert>
      {aboutCase && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ justifySelf: 'start' }}>
            Ask about this case
          </Typography>
          <CaseQuestions onAsk={onAsk} />
        </>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ justifySelf: 'start' }}>
        Suggested questions
      </Typography>
      <SuggestedQuestions onAsk={onAsk} />
    </Box>
  );
}
