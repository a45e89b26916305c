import { Box, Button, LinearProgress, Link, TextField, Typography } from '@mui/material';
import { KNOWLEDGE_TOPICS, KNOWLEDGE_TOPIC_IDS, type KnowledgeTopicId } from '@shared/knowledge/knowledge-views';
import { useCallback, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { PageNav } from '@/components/ui/page-nav';
import { paths } from '@/config/paths';
import { useCards } from '../api/get-cards';
import { fromKnowledgeList, useKnowledgeParams, withKnowledgeChange } from '../hooks/use-knowledge-params';
import { CardList } from './card-list';
import { answerCountText } from './knowledge-labels';
import { SearchField } from '@/components/ui/search-field';
import { MAX_KNOWLEDGE_QUERY } from '@shared/knowledge/knowledge-views';
import { LanguageSelect } from './language-select';
import { PastLastPage } from './linked-card-list';

const ALL_TOPICS = '';
const isTopic = (value: string): value is KnowledgeTopicId => (KNOWLEDGE_TOPIC_IDS as readonly string[]).includes(value);

/** The answer cards: search, topic and language, the match count, the list and its pages. */
export function AnswersSection() {
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
        Answers to common questions
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Find answers"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}
      >
        <SearchField value={params.q} onSearch={onSearch} label="Search answers" visibleLabel placeholder="e.g. green card renewal, N-400 fee" maxLength={MAX_KNOWLEDGE_QUERY} debounceMs={250} />
        <TextField
          select
          label="Topic"
          size="small"
          value={params.topic ?? ALL_TOPICS}
          onChange={(event) => change({ topic: isTopic(event.target.value) ? event.target.value : null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 180px', sm: '0 0 230px' } }}
        >
          <option value={ALL_TOPICS}>All topics</option>
          {KNOWLEDGE_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </TextField>
        <LanguageSelect value={params.lang} onChange={(lang) => change({ lang })} sx={{ flex: { xs: '1 1 120px', sm: '0 0 140px' } }} />
      </Box>

      <AsyncState query={query} loadingLabel="Loading answers…" errorMessage="Failed to load the answers.">
        {(data) => (
          <>
            <Box sx={{ height: 4, mb: 0.5 }}>{query.isPlaceholderData && <LinearProgress aria-label="Loading answers" />}</Box>
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ mb: 1.5 }} data-testid="answer-count">
              {answerCountText(data.total, data.searched.q)}
            </Typography>
            {data.total === 0 ? (
              <EmptyState>
                <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                  {data.searched.q ? `No answers match “${data.searched.q}”.` : 'There are no answers on this topic yet.'}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', alignItems: 'center' }}>
                  {data.searched.q ? (
                    <Button variant="outlined" onClick={() => change({ q: '' })}>
                      Clear search
                    </Button>
                  ) : (
                    <Button variant="outlined" onClick={() => change({ topic: null })}>
                      Show all topics
                    </Button>
                  )}
                  <Link component={RouterLink} to={paths.chat} sx={{ px: 1 }}>
                    Ask the AI assistant
                  </Link>
                </Box>
              </EmptyState>
            ) : data.cards.length === 0 ? (
              <PastLastPage message={`There are no answers on page ${data.searched.page}.`} firstPage={firstPage} />
            ) : (
              <>
                <CardList cards={data.cards} lang={data.searched.lang} linkState={fromKnowledgeList(search)} busy={query.isPlaceholderData} />
                {data.totalPages > 1 && <PageNav page={data.page} totalPages={data.totalPages} onChange={goToPage} label="Answer pages" sx={{ mt: 3 }} />}
              </>
            )}
          </>
        )}
      </AsyncState>
    </Box>
  );
}
