import { Alert, AlertTitle, Box, Button, Chip, Link, List, ListItem, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { FigureView, KnowledgeCard, KnowledgeLanguage, KnowledgeSource } from '@shared/knowledge/knowledge-views';
import { useEffect, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '@/components/ui/date-text';
import { Link as RouterLink } from 'react-router-dom';
import { AsyncState, type AsyncQuery } from '@/components/ui/async-state';
import { Markdown, safeHref } from '@/components/ui/markdown';
import { cardHref } from '../hooks/use-knowledge-params';
import { ENGLISH_ONLY_NOTE, topicLabel } from './knowledge-labels';
import { DatedText } from './dated-text';
import { LanguageSelect } from './language-select';

interface CardPageProps {
  query: AsyncQuery<KnowledgeCard>;
  lang: KnowledgeLanguage;
  onLanguage: (lang: KnowledgeLanguage) => void;
  backTo: string;
  /** The navigation state the page was opened with, passed on to related cards so Back still finds the list. */
  linkState: unknown;
}

/** One answer card: the question, the whole answer, its official sources and figures, and related questions. */
export function CardPage({ query, lang, onLanguage, backTo, linkState }: CardPageProps) {
  const { t } = useTranslation('resources');
  const id = query.data?.id;
  // A related question opens in the same page: start it at the top, as a new page would.
  useEffect(() => {
    if (id !== undefined) window.scrollTo({ top: 0 });
  }, [id]);

  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <AsyncState query={query} loadingLabel={t('card.loading')} errorMessage={t('card.loadError')}>
        {(card) => (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
              <Chip label={topicLabel(card.topic)} size="small" variant="outlined" />
              <LanguageSelect value={lang} onChange={onLanguage} sx={{ width: 150 }} />
            </Box>
            <Typography variant="h4" component="h1" lang={card.language} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {card.question}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              <DatedText i18nKey="card.checkedOn" value={card.checkedOn} />
            </Typography>
            {card.englishOnly && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <AlertTitle>{t('englishOnly')}</AlertTitle>
                <span lang={lang}>{ENGLISH_ONLY_NOTE[lang]}</span>
              </Alert>
            )}
            <Box lang={card.language}>
              <Markdown>{card.answer}</Markdown>
            </Box>
            <CardSources sources={card.sources} checkedOn={card.checkedOn} />
            <CardFigures figures={card.figures} />
            {card.related.length > 0 && (
              <Section id="related-heading" title={t('card.related')}>
                <List dense lang={card.language}>
                  {card.related.map((other) => (
                    <ListItem key={other.id} disableGutters>
                      <Link component={RouterLink} to={cardHref(other.id, lang)} state={linkState}>
                        {other.question}
                      </Link>
                    </ListItem>
                  ))}
                </List>
              </Section>
            )}
          </>
        )}
      </AsyncState>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mt: 3 }}>
        {t('backToKnowledgeCenter')}
      </Button>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An official page, opening in a new tab without access to this one; stored data gets the markdown link rule. */
function SourceLink({ source }: { source: KnowledgeSource }) {
  const { t } = useTranslation('resources');
  const href = safeHref(source.url);
  if (!href) return <>{source.title}</>;
  return (
    // Inline, so a long title wraps with its icon at the end of the last line.
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {source.title}
      <OpenInNew fontSize="inherit" titleAccess={t('opensInNewTab')} sx={{ ml: 0.5, verticalAlign: '-0.125em' }} />
    </Link>
  );
}

function CardSources({ sources, checkedOn }: { sources: KnowledgeSource[]; checkedOn: string }) {
  const { t } = useTranslation('resources');
  if (sources.length === 0) return null;
  return (
    <Section id="sources-heading" title={sources.length === 1 ? t('source') : t('sources')}>
      <List dense>
        {sources.map((source) => (
          <ListItem key={`${source.url}|${source.title}`} disableGutters>
            <SourceLink source={source} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        <DatedText i18nKey="card.checkedAgainst" value={checkedOn} />
      </Typography>
    </Section>
  );
}

function CardFigures({ figures }: { figures: FigureView[] }) {
  const { t } = useTranslation('resources');
  if (figures.length === 0) return null;
  return (
    <Section id="figures-heading" title={t('card.figures')}>
      <List dense aria-labelledby="figures-heading">
        {figures.map((figure) => (
          <ListItem key={figure.id} disableGutters sx={{ display: 'block', py: 1 }}>
            <Typography>
              {figure.label}: <strong>{figure.display}</strong>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans
                t={t}
                i18nKey="card.figureChecked"
                values={{ title: figure.source.title, date: formatDate(figure.checkedOn) }}
                components={{
                  source: <SourceLink source={figure.source} />,
                  time: <Box component="time" dateTime={figure.checkedOn} sx={{ font: 'inherit', color: 'inherit' }} />,
                }}
              />
            </Typography>
            {figure.note && (
              <Typography variant="body2" color="text.secondary">
                {figure.note}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
