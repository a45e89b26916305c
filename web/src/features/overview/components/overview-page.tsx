import type { SvgIconComponent } from '@mui/icons-material';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import SpellcheckOutlined from '@mui/icons-material/SpellcheckOutlined';
import { Box, Card, CardActions, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFirstSession } from '../hooks/use-first-session';
import { ComingUpCard } from './coming-up-card';

// Its own chunk, so the overview's first paint does not wait for the goals and forms code (docs/performance.md).
const FormsLead = lazy(async () => ({ default: (await import('./forms-lead')).FormsLead }));

type CardId =
  | 'askQuestion'
  | 'eligibilityCheck'
  | 'documentReview'
  | 'discussCase'
  | 'trackApplications'
  | 'appointmentScheduler'
  | 'checkCompliance'
  | 'deadlineReminders'
  | 'knowledgeCenter'
  | 'latestNews'
  | 'glossary';

interface OverviewCard {
  /** Names the card's title and description in the overview catalog. */
  id: CardId;
  path: string;
  icon: SvgIconComponent;
  /** What the card's link does: start a task, or open a screen to look at. */
  action: 'start' | 'open';
}

const CARDS: OverviewCard[] = [
  { id: 'askQuestion', path: '/ai-assistant/chat', icon: ChatOutlined, action: 'start' },
  { id: 'eligibilityCheck', path: '/ai-assistant/eligibility', icon: FactCheckOutlined, action: 'start' },
  { id: 'documentReview', path: '/ai-assistant/documents', icon: DescriptionOutlined, action: 'start' },
  { id: 'discussCase', path: '/cases/discuss', icon: ForumOutlined, action: 'open' },
  { id: 'trackApplications', path: '/cases/track', icon: TimelineOutlined, action: 'open' },
  { id: 'appointmentScheduler', path: '/cases/appointments', icon: EventOutlined, action: 'open' },
  { id: 'checkCompliance', path: '/compliance/check', icon: VerifiedUserOutlined, action: 'start' },
  { id: 'deadlineReminders', path: '/compliance/reminders', icon: AlarmOutlined, action: 'open' },
  { id: 'knowledgeCenter', path: '/resources/learn', icon: MenuBookOutlined, action: 'open' },
  { id: 'latestNews', path: '/resources/news', icon: NewspaperOutlined, action: 'open' },
  { id: 'glossary', path: '/resources/glossary', icon: SpellcheckOutlined, action: 'open' },
];

export function OverviewPage() {
  const { t } = useTranslation('overview');
  const firstSession = useFirstSession();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {/* A brand-new account is greeted "Welcome!", everyone after their first session "Welcome Back!". */}
        {firstSession === null ? <Skeleton width="8em" aria-hidden /> : firstSession ? t('welcomeNew') : t('welcome')}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Suspense fallback={null}>
          <FormsLead />
        </Suspense>
        <ComingUpCard />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('intro')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {CARDS.map(({ id, path, icon: Icon, action }) => (
          <Box component="li" key={path}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Icon color="primary" sx={{ fontSize: 32, mb: 1 }} aria-hidden />
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {t(`cards.${id}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`cards.${id}.description`)}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                {/* The visible verb leads the accessible name, which names the tool ("Start Eligibility Check"). */}
                <Link
                  component={RouterLink}
                  to={path}
                  underline="hover"
                  aria-label={t(`actions.${action}Tool`, { title: t(`cards.${id}.title`) })}
                  sx={{ fontWeight: 600 }}
                >
                  {t(`actions.${action}`)}
                </Link>
              </CardActions>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
