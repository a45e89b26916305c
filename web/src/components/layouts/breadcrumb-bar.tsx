import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Breadcrumbs, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbTrail, type Crumb } from './breadcrumb-trail';

interface BreadcrumbBarProps {
  /** Whether a path has a screen of its own; other crumbs are shown as plain text. */
  isRoutable: (path: string) => boolean;
}

// The path segments that name a screen or a section; any other segment (an id) shows as it is in the trail.
const SEGMENTS = [
  'overview', 'ai-assistant', 'chat', 'eligibility', 'documents', 'resources', 'learn', 'news', 'glossary', 'notifications',
  'billing', 'history', 'invoices', 'methods', 'add', 'settings', 'support', 'new', 'tickets', 'cases', 'view', 'discuss',
  'track', 'appointments', 'compliance', 'check', 'reminders', 'expert',
] as const;
type Segment = (typeof SEGMENTS)[number];
const isSegment = (value: string): value is Segment => (SEGMENTS as readonly string[]).includes(value);

export function BreadcrumbBar({ isRoutable }: BreadcrumbBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const crumbs = breadcrumbTrail(pathname);
  const labelOf = (crumb: Crumb): string => {
    const segment = crumb.path.split('/').pop() ?? '';
    return isSegment(segment) ? t(`crumbs.${segment}`) : crumb.label;
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(-1)}>
        {t('shell.back')}
      </Button>
      <Breadcrumbs aria-label={t('shell.breadcrumb')} sx={{ minWidth: 0 }}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (last) {
            return (
              <Typography key={crumb.path} color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
                {labelOf(crumb)}
              </Typography>
            );
          }
          return isRoutable(crumb.path) ? (
            <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
              {labelOf(crumb)}
            </Link>
          ) : (
            <Typography key={crumb.path} color="text.secondary">
              {labelOf(crumb)}
            </Typography>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
