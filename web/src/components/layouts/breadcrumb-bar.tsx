import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Breadcrumbs, Button, Link, Skeleton, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbTrail, entityOf, type Crumb, type CrumbLabel, type EntityKind } from './breadcrumb-trail';
import { VISUALLY_HIDDEN } from './visually-hidden';
import type { OnceLoader } from '@/lib/load-once';
import { useLoaded } from '@/lib/use-loaded';

/** What is known of a record page's own title: still loading, its title, or none (failed or missing). */
export type EntityTitle = { status: 'loading' } | { status: 'ready'; title: string } | { status: 'missing' };

/**
 * One hook per kind of record page, reading the title from the page's own query (the app layer supplies them, as
 * this layer may not import features). They run beside the page, so TanStack Query answers both from one request.
 */
export type EntityTitleHooks = Readonly<Record<EntityKind, (id: string) => EntityTitle>>;

interface BreadcrumbBarProps {
  /** Whether a path has a screen of its own; other crumbs are shown as plain text, and an unknown page is the 404. */
  isRoutable: (path: string) => boolean;
  /** Loads the title hooks the first time a record page is shown, so no other page carries their features' code. */
  entityTitles?: OnceLoader<EntityTitleHooks>;
}

const MISSING: EntityTitle = { status: 'missing' };
const LOADING: EntityTitle = { status: 'loading' };
const useNoTitle = (): EntityTitle => MISSING;
const useTitleLoading = (): EntityTitle => LOADING;

export function BreadcrumbBar({ isRoutable, entityTitles }: BreadcrumbBarProps) {
  const { pathname } = useLocation();
  const crumbs = useMemo(() => breadcrumbTrail(pathname, isRoutable), [pathname, isRoutable]);
  const entity = entityOf(crumbs);
  // A failed load shows the generic name (offline), and the next record page tries again.
  const { value: hooks, failed } = useLoaded(entityTitles, entity ? `${entity.entity}/${entity.id}` : undefined);
  const waiting = Boolean(entity && entityTitles && !hooks && !failed);
  const useTitle = entity && hooks ? hooks[entity.entity] : waiting ? useTitleLoading : useNoTitle;
  // Keyed by the title hook in use, so each mount of the trail calls one and the same hook.
  const key = `${entity?.entity ?? 'static'}:${hooks ? 'hooks' : waiting ? 'waiting' : 'none'}`;
  return <Trail key={key} crumbs={crumbs} useTitle={useTitle} entityId={entity?.id ?? ''} isRoutable={isRoutable} />;
}

interface TrailProps {
  crumbs: Crumb[];
  useTitle: (id: string) => EntityTitle;
  entityId: string;
  isRoutable: (path: string) => boolean;
}

function Trail({ crumbs, useTitle, entityId, isRoutable }: TrailProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const title = useTitle(entityId);

  const textOf = (label: CrumbLabel): string => {
    switch (label.kind) {
      case 'nav':
        return t(`nav.${label.id}`);
      case 'section':
        return t(`crumbs.${label.id}`);
      case 'notFound':
        return t('notFound.title');
      case 'entity':
        // The record's own title once known; its generic name while loading or when it cannot be read, never its id.
        return title.status === 'ready' ? title.title : t(`crumbs.${label.entity}`);
    }
  };

  const current = crumbs.at(-1);
  useDocumentTitle(current ? textOf(current.label) : t('shell.brand'));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(-1)} aria-label={t('shell.backToPrevious')}>
        {t('shell.back')}
      </Button>
      <Breadcrumbs aria-label={t('shell.breadcrumb')} sx={{ minWidth: 0 }}>
        {crumbs.map((crumb, index) => {
          const text = textOf(crumb.label);
          if (index === crumbs.length - 1) {
            const loading = crumb.label.kind === 'entity' && title.status === 'loading';
            return (
              <Typography
                key={crumb.path}
                color="text.primary"
                aria-current="page"
                data-testid="breadcrumb-current"
                title={loading ? undefined : text}
                sx={{
                  fontWeight: 600,
                  maxWidth: { xs: '16rem', sm: '32rem' },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {loading ? (
                  <>
                    <Skeleton variant="text" width="10rem" aria-hidden sx={{ display: 'inline-block' }} />
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {text}
                    </Box>
                  </>
                ) : (
                  text
                )}
              </Typography>
            );
          }
          return isRoutable(crumb.path) ? (
            <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
              {text}
            </Link>
          ) : (
            <Typography key={crumb.path} color="text.secondary">
              {text}
            </Typography>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}

/** The tab's title names the page, as its last crumb does: "Payment History · Immigration AI". */
function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('shell.documentTitle', { page });
    return () => {
      document.title = t('shell.brand');
    };
  }, [page, t]);
}
