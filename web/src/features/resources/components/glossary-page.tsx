import { Box, Button, Card, CardContent, IconButton, InputAdornment, Link, TextField, Tooltip, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { GlossaryTerm } from '@shared/content/content-views';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { PageHeader } from '@/components/ui/page-header';
import { useGlossary } from '../api/get-glossary';

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function matches(term: GlossaryTerm, search: string): boolean {
  const needle = normalize(search.trim());
  if (!needle) return true;
  return normalize(term.term).includes(needle) || normalize(term.definition).includes(needle);
}

function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

export function GlossaryPage() {
  const { t } = useTranslation('resources');
  const query = useGlossary();
  const [search, setSearch] = useState('');
  const { hash, key: locationKey } = useLocation();
  const targetId = hashId(hash);
  const terms = query.data;

  const byId = useMemo(() => new Map((terms ?? []).map((t) => [t.id, t])), [terms]);
  const visible = useMemo(() => (terms ?? []).filter((t) => matches(t, search)), [terms, search]);

  // The router changes the hash without the browser's own jump, so scroll to (and focus) the term here,
  // once the terms have loaded. Focus moves too, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (!targetId || !terms) return;
    const element = document.getElementById(targetId);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
    // locationKey: following the same term's link again scrolls to it again.
  }, [targetId, terms, locationKey]);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('glossary.title')} subtitle={t('glossary.subtitle')} />
      <AsyncState
        query={query}
        loadingLabel={t('glossary.loading')}
        errorMessage={t('glossary.loadError')}
        isEmpty={(d) => d.length === 0}
        empty={t('glossary.empty')}
      >
        {(all) => (
          <>
            <TextField
              label={t('glossary.search')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              fullWidth
              autoComplete="off"
              sx={{ mb: 1, maxWidth: 520 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ mb: 2 }}>
              {search.trim()
                ? t('glossary.matchCount', { visible: visible.length, total: all.length })
                : t('glossary.count', { total: all.length })}
            </Typography>
            {visible.length === 0 ? (
              <EmptyState>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {t('glossary.noMatch', { q: search.trim() })}
                </Typography>
                <Button onClick={() => setSearch('')}>{t('glossary.clearSearch')}</Button>
              </EmptyState>
            ) : (
              <Box component="ul" aria-label={t('glossary.list')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {visible.map((term) => {
                  const highlighted = term.id === targetId;
                  const related = term.related.flatMap((id) => byId.get(id) ?? []);
                  return (
                    <Box component="li" key={term.id}>
                      <Card
                        id={term.id}
                        tabIndex={-1}
                        data-highlighted={highlighted || undefined}
                        sx={{
                          // Clears the fixed header when scrolled to.
                          scrollMarginTop: 88,
                          outline: 'none',
                          transition: 'background-color 300ms, border-color 300ms',
                          ...(highlighted && { borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.selected' }),
                        }}
                      >
                        <CardContent>
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                              {term.term}
                            </Typography>
                            <Tooltip title={t('glossary.linkTo')}>
                              <IconButton
                                component={RouterLink}
                                to={{ hash: term.id }}
                                size="small"
                                aria-label={t('glossary.linkToLabel', { term: term.term })}
                              >
                                <LinkIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </Box>
                          <Typography sx={{ mt: 0.5 }}>{term.definition}</Typography>
                          {related.length > 0 && (
                            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                              {t('glossary.related')}{' '}
                              {related.map((other, index) => (
                                <span key={other.id}>
                                  {index > 0 && ', '}
                                  {/* The target may be hidden by the search, so following a link clears it. */}
                                  <Link component={RouterLink} to={{ hash: other.id }} onClick={() => setSearch('')}>
                                    {other.term}
                                  </Link>
                                </span>
                              ))}
                            </Typography>
                          )}
                        </CardContent>
                      </Card>
                    </Box>
                  );
                })}
              </Box>
            )}
          </>
        )}
      </AsyncState>
    </Box>
  );
}
