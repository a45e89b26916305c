import { Box, Link, Typography } from '@mui/material';
import type { CaseHighlight } from '@shared/cases/case-views';
import { useTranslation } from 'react-i18next';
import { cardIds } from './card-ids';
import { DetailCard, Muted } from './detail-card';

/** Where a highlight's source lives in this case, and whether the full Document Review must be opened to show it. */
export function highlightTarget(caseId: string, highlight: CaseHighlight): { id: string; openReview: boolean } {
  const ids = cardIds(caseId);
  switch (highlight.source.kind) {
    case 'document':
      return { id: ids.document(highlight.source.documentId), openReview: true };
    case 'review':
      return { id: ids.report(highlight.source.reviewId), openReview: true };
    case 'eligibility':
      return { id: ids.eligibility, openReview: false };
  }
}

interface AiHighlightsProps {
  caseId: string;
  highlights: readonly CaseHighlight[];
  onGoTo: (target: { id: string; openReview: boolean }) => void;
}

/** AI Highlights: what the assistant noticed, each linking to where it comes from in this case. */
export function AiHighlightsCard({ caseId, highlights, onGoTo }: AiHighlightsProps) {
  const { t } = useTranslation('cases');
  return (
    <DetailCard id={cardIds(caseId).aiHighlights} title={t('highlights.ai')}>
      {highlights.length === 0 ? (
        <Muted>{t('common.noIssues')}</Muted>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} data-testid="ai-highlights">
          {highlights.map((highlight, i) => {
            const target = highlightTarget(caseId, highlight);
            return (
              <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                {highlight.text}{' '}
                <Link
                  href={`#${target.id}`}
                  underline="hover"
                  onClick={(event) => {
                    event.preventDefault();
                    onGoTo(target);
                  }}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  ({highlight.source.label})
                </Link>
              </Typography>
            );
          })}
        </Box>
      )}
    </DetailCard>
  );
}

/** Expert Highlights: notes an immigration expert left on the case. */
export function ExpertHighlightsCard({ caseId, highlights }: { caseId: string; highlights: readonly string[] }) {
  const { t } = useTranslation('cases');
  return (
    <DetailCard id={cardIds(caseId).expertHighlights} title={t('highlights.expert')}>
      {highlights.length === 0 ? (
        <Muted>{t('highlights.noExpert')}</Muted>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} data-testid="expert-highlights">
          {highlights.map((text, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          ))}
        </Box>
      )}
    </DetailCard>
  );
}
