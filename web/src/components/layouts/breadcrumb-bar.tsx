import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Breadcrumbs, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbTrail } from './breadcrumb-trail';

interface BreadcrumbBarProps {
  /** Whether a path has a screen of its own; other crumbs are shown as plain text. */
  isRoutable: (path: string) => boolean;
}

export function BreadcrumbBar({ isRoutable }: BreadcrumbBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = breadcrumbTrail(pathname);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(-1)}>
        Back
      </Button>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ minWidth: 0 }}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (last) {
            return (
              <Typography key={crumb.path} color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
                {crumb.label}
              </Typography>
            );
          }
          return isRoutable(crumb.path) ? (
            <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ) : (
            <Typography key={crumb.path} color="text.secondary">
              {crumb.label}
            </Typography>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
