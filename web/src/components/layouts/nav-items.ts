import type { SvgIconComponent } from '@mui/icons-material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';

export interface NavChild {
  label: string;
  path: string;
}

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  children?: NavChild[];
}

// The sidebar of docs/SPEC.md section 2, "App shell", in its order.
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', path: '/overview', icon: HomeOutlined },
  {
    label: 'AI Assistant',
    path: '/ai-assistant',
    icon: SmartToyOutlined,
    children: [
      { label: 'Ask a Question', path: '/ai-assistant/chat' },
      { label: 'Eligibility Check', path: '/ai-assistant/eligibility' },
      { label: 'Document Review', path: '/ai-assistant/documents' },
    ],
  },
  {
    label: 'My Cases',
    path: '/cases',
    icon: FolderOpenOutlined,
    children: [
      { label: 'View Case', path: '/cases/view' },
      { label: 'Discuss Case', path: '/cases/discuss' },
      { label: 'Track Applications', path: '/cases/track' },
      { label: 'Appointment Scheduler', path: '/cases/appointments' },
    ],
  },
  {
    label: 'Compliance',
    path: '/compliance',
    icon: FactCheckOutlined,
    children: [
      { label: 'Check Compliance', path: '/compliance/check' },
      { label: 'Deadline Reminders', path: '/compliance/reminders' },
    ],
  },
  {
    label: 'Resources',
    path: '/resources',
    icon: MenuBookOutlined,
    children: [
      { label: 'Knowledge Center', path: '/resources/learn' },
      { label: 'Latest News', path: '/resources/news' },
    ],
  },
  { label: 'Notifications', path: '/notifications', icon: NotificationsOutlined },
  {
    label: 'Billing & Payments',
    path: '/billing',
    icon: CreditCardOutlined,
    children: [
      { label: 'Payment History', path: '/billing/history' },
      { label: 'Manage Payment Methods', path: '/billing/methods' },
    ],
  },
  { label: 'Settings', path: '/settings', icon: SettingsOutlined },
  { label: 'Help & Support', path: '/support', icon: HelpOutlineOutlined },
];

/** True when `pathname` is `path` or below it. */
export const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The parent whose submenu holds the current path, if any. */
export function parentOf(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => item.children?.some((child) => isWithin(pathname, child.path)));
}
