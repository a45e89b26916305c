import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { caseViewPath } from '@shared/cases/case-links';
import type { Outcome, ResultSubmission } from '../utils/wizard-state';

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
  const { analysis } = outcome;
  const failed = outcome.status === 'failed';
  const what = outcome.category ? ` for ${outcome.category}` : '';

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Results
      </Typography>
      {failed ? (
        <Alert severity="error" variant="outlined">
          <AlertTitle sx={{ fontWeight: 700 }}>{analysis.reasons[0] ?? 'Analysis failed'}</AlertTitle>
          We could not complete the check, so this is not a decision about your case. Your answers are kept: try again in
          a moment.
        </Alert>
      ) : (
        <Alert
          severity={analysis.eligible ? 'success' : 'error'}
          variant="outlined"
          icon={analysis.eligible ? <CheckCircleOutlineIcon /> : <CancelOutlinedIcon />}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{analysis.eligible ? `You appear to qualify${what}` : `You do not currently qualify${what}`}</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line' }}>{analysis.summary}</Box>
          {analysis.narrativeBy && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
              The last paragraph was written by {analysis.narrativeBy} from the results of the rules; the rules alone decide the outcome.
            </Typography>
          )}
        </Alert>
      )}

      {!failed && analysis.reasons.length > 0 && (
        <Section title="Reasons">
          <Bullets items={analysis.reasons} />
        </Section>
      )}
      {!failed && analysis.recommendations.length > 0 && (
        <Section title="Recommendations">
          <Bullets items={analysis.recommendations} />
        </Section>
      )}
      {!failed && analysis.citations.length > 0 && (
        <Section title="Legal sources">
          <List dense disablePadding>
            {analysis.citations.map((citation) => (
              <ListItem key={`${citation.source}|${citation.reference}`} disableGutters sx={{ py: 0.25, display: 'block' }}>
                <Typography component="span" variant="body2">
                  {citation.label}:{' '}
                </Typography>
                <Link href={citation.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {citation.reference}
                  <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} aria-label="(opens in a new tab)" />
                </Link>
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {!failed && (
        <Typography variant="body2" color="text.secondary">
          This is general information from rules that cite the law, not legal advice. The check was saved to your case
          {outcome.caseId ? (
            <>
              {': '}
              <Link component={RouterLink} to={caseViewPath(outcome.caseId)}>
                View your case
              </Link>
            </>
          ) : (
            '.'
          )}
        </Typography>
      )}

      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" onClick={props.onRestart}>
            Restart
          </Button>
          {failed && (
            <Button variant="outlined" onClick={props.onRetryAnalysis}>
              Try again
            </Button>
          )}
          {fromChat ? (
            <Button variant="contained" onClick={props.onAskFollowUp}>
              Ask Follow-up
            </Button>
          ) : (
            <Button variant="contained" onClick={props.onAskQuestion}>
              Ask Question
            </Button>
          )}
        </Box>
        {submission?.status === 'failed' && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
            <Typography role="alert" color="error" variant="body2">
              Failed to submit result
            </Typography>
            <Button size="small" onClick={props.onRetrySubmission}>
              Send again
            </Button>
          </Box>
        )}
        {submission?.status === 'pending' && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Sending the result to your chat…
          </Typography>
        )}
        {submission?.status === 'succeeded' && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            The result was sent to your chat.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
