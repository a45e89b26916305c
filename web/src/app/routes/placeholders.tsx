import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';

// The spec's placeholder screens, rendered as it describes until the cases issue makes them real.

export function AppointmentsRoute() {
  return (
    <Typography variant="h5" component="h1">
      My Cases - Appointment Scheduler
    </Typography>
  );
}

const CHECKLIST = [
  'Your passport is valid for at least six months beyond your planned stay.',
  'Your I-94 record matches your current status and authorized stay.',
  'You have reported any change of address to USCIS within 10 days (Form AR-11).',
  'You are working only as your status or employment authorization allows.',
  'You have kept copies of every form, notice and receipt you filed or received.',
];

export function ComplianceCheckRoute() {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Compliance Check
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Staying in status protects your future applications. Review these common requirements regularly.
      </Typography>
      <List>
        {CHECKLIST.map((item) => (
          <ListItem key={item} disableGutters>
            <ListItemIcon>
              <CheckCircleOutlineOutlined color="success" />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

const TIPS = [
  'Set reminders well before your visa, I-94 or work permit expires.',
  'File extensions and renewals as early as the rules allow.',
  'Watch for notices from USCIS and answer them before their deadlines.',
  'Keep your contact details current so reminders and notices reach you.',
];

export function DeadlineRemindersRoute() {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Deadline Reminders
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Get email reminders before important immigration deadlines, with a lead time you choose.
      </Typography>
      <List>
        {TIPS.map((tip) => (
          <ListItem key={tip} disableGutters>
            <ListItemIcon>
              <LightbulbOutlined color="warning" />
            </ListItemIcon>
            <ListItemText primary={tip} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
