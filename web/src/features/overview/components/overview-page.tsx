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
import { Box, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface OverviewCard {
  title: string;
  description: string;
  path: string;
  icon: SvgIconComponent;
}

const CARDS: OverviewCard[] = [
  { title: 'Ask a Question', description: 'Chat with the AI assistant about visas, green cards and forms.', path: '/ai-assistant/chat', icon: ChatOutlined },
  { title: 'Eligibility Check', description: 'See which requirements you meet for 14 categories, with the law behind each answer.', path: '/ai-assistant/eligibility', icon: FactCheckOutlined },
  { title: 'Document Review', description: 'Upload your documents and find missing or wrong papers before you file.', path: '/ai-assistant/documents', icon: DescriptionOutlined },
  { title: 'Discuss Case', description: 'Talk through your case and keep every message in one place.', path: '/cases/discuss', icon: ForumOutlined },
  { title: 'Track Applications', description: 'Follow receipts, interviews and decisions for each application.', path: '/cases/track', icon: TimelineOutlined },
  { title: 'Appointment Scheduler', description: 'Keep biometrics, interviews and consultations on one calendar.', path: '/cases/appointments', icon: EventOutlined },
  { title: 'Check Compliance', description: 'Make sure you are keeping your status and meeting your obligations.', path: '/compliance/check', icon: VerifiedUserOutlined },
  { title: 'Deadline Reminders', description: 'Get reminded before filing windows and expiry dates close.', path: '/compliance/reminders', icon: AlarmOutlined },
  { title: 'Knowledge Center', description: 'Plain-language guides to the immigration process, with sources.', path: '/resources/learn', icon: MenuBookOutlined },
  { title: 'Latest News', description: 'Policy changes and announcements that may affect you.', path: '/resources/news', icon: NewspaperOutlined },
  { title: 'Glossary', description: 'What A-number, priority date, RFE and other terms mean.', path: '/resources/glossary', icon: SpellcheckOutlined },
];

export function OverviewPage() {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Welcome Back!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Click any card below to continue:
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {CARDS.map(({ title, description, path, icon: Icon }) => (
          <Box component="li" key={path}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Icon color="primary" sx={{ fontSize: 32, mb: 1 }} aria-hidden />
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {description}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Link component={RouterLink} to={path} underline="hover" aria-label={`Learn More about ${title}`} sx={{ fontWeight: 600 }}>
                  Learn More
                </Link>
              </CardActions>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
