import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import type { CardSummary, KnowledgeLanguage } from '@shared/knowledge/knowledge-views';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { cardHref, type FromKnowledgeList } from '../hooks/use-knowledge-params';
import { topicLabel } from './knowledge-labels';

interface CardListProps {
  cards: readonly CardSummary[];
  /** The language asked for: a card shown in another one (English) says so. */
  lang: KnowledgeLanguage;
  /** Carried to the card page, so its Back returns to this search. */
  linkState: FromKnowledgeList;
  busy?: boolean;
}

/** The answer cards: the question opens the card; its summary and topic below. */
export function CardList({ cards, lang, linkState, busy = false }: CardListProps) {
  const { t } = useTranslation('resources');
  return (
    <Box
      component="ul"
      aria-label={t('answers.list')}
      aria-busy={busy || undefined}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {cards.map((card) => (
        <Box component="li" key={card.id}>
          <Card
            sx={{
              position: 'relative',
              transition: 'border-color 150ms, background-color 150ms',
              '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
              '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
            }}
          >
            <CardContent lang={card.language}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={cardHref(card.id, lang)}
                  state={linkState}
                  underline="hover"
                  color="inherit"
                  // The whole card is the link's target, while the link's name stays just the question.
                  sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
                >
                  {card.question}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {card.summary}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.25 }}>
                <Chip label={topicLabel(card.topic)} size="small" variant="outlined" data-testid="topic-chip" />
                {card.language !== lang && <Chip label={t('englishOnly')} size="small" variant="outlined" color="warning" />}
              </Box>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
