import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCaseSummary } from '../api/get-case-summary';
import type { ChatMessage } from '../utils/chat-state';

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const stringOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The case a tool's result names: create_case's own, or the case a review or check was added to. */
function resultCase(value: unknown): string | null {
  const result = objectOf(value);
  return stringOf(result['caseId']) ?? stringOf(objectOf(result['output'])['caseId']);
}

/** What a tool did, as one line the reader understands, with a link to what it made. */
function ResultText({ tool, value }: { tool: string; value: unknown }) {
  const { t } = useTranslation('chat');
  const caseId = resultCase(value);
  const linked = useCaseSummary(tool === 'create_case' ? caseId : null);
  const name = linked.data?.caseName;
  const text = (() => {
    if (tool === 'create_case') {
      const created = objectOf(value)['created'] !== false;
      if (name === undefined) return t(created ? 'results.caseCreatedUnnamed' : 'results.caseLinkedUnnamed');
      return t(created ? 'results.caseCreated' : 'results.caseLinked', { name });
    }
    if (tool === 'check_eligibility') return t('results.eligibilityDone');
    if (tool === 'review_documents') return t('results.documentsDone');
    return null;
  })();
  if (text === null) return null;
  return (
    <Typography variant="body2">
      {text}
      {caseId !== null && (
        <>
          {' '}
          <Link component={RouterLink} to={`${paths.casesView}?case=${encodeURIComponent(caseId)}`}>
            {t('results.openCase')}
          </Link>
        </>
      )}
    </Typography>
  );
}

/** A tool's result sent back to the chat (from the tool screens or create_case): a line between the turns. */
export function ResultNote({ message }: { message: ChatMessage }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.75, color: 'success.main', textAlign: 'center' }}
      data-testid="tool-result"
    >
      <CheckCircleOutline fontSize="small" aria-hidden />
      {message.result ? (
        <ResultText tool={message.result.tool} value={message.result.value} />
      ) : (
        <Typography variant="body2">{message.text}</Typography>
      )}
    </Box>
  );
}
