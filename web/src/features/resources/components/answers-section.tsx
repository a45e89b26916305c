import { Box, Button, LinearProgress, Link, TextField, Typography } from '@mui/material';
import { KNOWLEDGE_TOPICS, KNOWLEDGE_TOPIC_IDS, type KnowledgeTopicId } from '@shared/knowledge/knowledge-views';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { PageNav } from '@/components/ui/page-nav';
import { paths } from '@/config/paths';
import { useCards } from '../api/get-cards';
import { fromKnowledgeList, useKnowledgeParams, withKnowledgeChange } from '../hooks/use-knowledge-params';
import { CardList } from './card-list';
import { answerCountText, topicLabel } from './knowledge-labels';
import { SearchField } from '@/components/ui/search-field';
import { MAX_KNOWLEDGE_QUERY } from '@shared/knowledge/knowledge-views';
import { LanguageSelect } from './language-select';
import { PastLastPage } from './linked-card-list';

const ALL_TOPICS = '';
const isTopic = (value: string): value is KnowledgeTopicId => (KNOWLEDGE_TOPIC_IDS as readonly string[]).includes(value);

/** The answer cards: search, topic and language, the match count, the list and its pages. */
export function AnswersSection() {
  const { t } = useTranslation('resources');
  const { params, change, setPage } = useKnowledgeParams();
  const { search } = useLocation();
  const query = useCards(params);
  const top = useRef<HTMLElement>(null);

  // Refining a search replaces its history entry; starting one adds an entry, so Back returns to the whole list.
  const onSearch = useCallback((q: string) => change({ q }, { replace: params.q !== '' && q !== '' }), [change, params.q]);
  const goToPage = (page: number) => {
    setPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };
  const firstPageSearch = withKnowledgeChange(new URLSearchParams(search), {}).toString();
  const firstPage = firstPageSearch ? `${paths.learn}?${firstPageSearch}` : paths.learn;

  return (
    <Box component="section" ref={top} aria-labelledby="answers-heading" sx={{ scrollMarginTop: 88 }}>
      <Typography id="answers-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('answers.heading')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('answers.find')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}
      >
        <SearchField
          value={params.q}
          onSearch={onSearch}
          label={t('answers.search')}
          visibleLabel
          placeholder={t('answers.searchPlaceholder')}
          maxLength={MAX_KNOWLEDGE_QUERY}
          debounceMs={250}
        />
        <TextField
          select
          label={t('answers.topic')}
          size="small"
          value={params.topic ?? ALL_TOPICS}
          onChange={(event) => change({ topic: isTopic(event.target.value) ? event.target.value : null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 180px', sm: '0 0 230px' } }}
        >
          <option value={ALL_TOPICS}>{t('answers.allTopics')}</option>
          {KNOWLEDGE_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topicLabel(topic.id)}
            </option>
          ))}
        </TextField>
        <LanguageSelect value={params.lang} onChange={(lang) => change({ lang })} sx={{ flex: { xs: '1 1 120px', sm: '0 0 140px' } }} />
      </Box>

      <AsyncState query={query} loadingLabel={t('answers.loading')} errorMessage={t('answers.loadError')}>
        {(data) => (
          <>
            <Box sx={{ height: 4, mb: 0.5 }}>{query.isPlaceholderData && <LinearProgress aria-label={t('answers.loadingLabel')} />}</Box>
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ mb: 1.5 }} data-testid="answer-count">
              {answerCountText(data.total, data.searched.q)}
            </Typography>
            {data.total === 0 ? (
              <EmptyState>
                <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                  {data.searched.q ? t('answers.noMatch', { q: data.searched.q }) : t('answers.noneOnTopic')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', alignItems: 'center' }}>
                  {data.searched.q ? (
                    <Button variant="outlined" onClick={() => change({ q: '' })}>
                      {t('answers.clearSearch')}
                    </Button>
                  ) : (
                    <Button variant="outlined" onClick={() => change({ topic: null })}>
                      {t('answers.showAllTopics')}
                    </Button>
                  )}
                  <Link component={RouterLink} to={paths.chat} sx={{ px: 1 }}>
                    {t('answers.askAssistant')}
                  </Link>
                </Box>
              </EmptyState>
            ) : data.cards.length === 0 ? (
              <PastLastPage message={t('answers.noneOnPage', { page: data.searched.page })} firstPage={firstPage} />
            ) : (
              <>
                <CardList
                  cards={data.cards}
                  lang={data.searched.lang}
                  linkState={fromKnowledgeList(search)}
                  busy={query.isPlaceholderData}
                />
                {data.totalPages > 1 && (
                  <PageNav page={data.page} totalPages={data.totalPages} onChange={goToPage} label={t('answers.pages')} sx={{ mt: 3 }} />
                )}
              </>
            )}
          </>
        )}
      </AsyncState>
    </Box>
  );
}
