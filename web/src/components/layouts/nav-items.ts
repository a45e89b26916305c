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
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';

export interface NavChild {
  label: string;
  path: string;
}

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  children?: NavChild[];
  /** Shown only to users with the expert role (the ID token's claim). */
  expertOnly?: boolean;
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
  { label: 'Expert Desk', path: '/expert', icon: SupportAgentOutlined, expertOnly: true },
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

/** The entries a user sees: the spec's, plus 'Expert Desk' for experts. */
export const navItemsFor = (isExpert: boolean): NavItem[] => NAV_ITEMS.filter((item) => !item.expertOnly || isExpert);

/** Unread counts by entry path (e.g. '/cases/discuss'); a parent shows the sum of its children's. */
export type NavBadges = Readonly<Record<string, number>>;

export const badgeOf = (badges: NavBadges, item: Pick<NavItem, 'path' | 'children'>): number =>
  (badges[item.path] ?? 0) + (item.children ?? []).reduce((sum, child) => sum + (badges[child.path] ?? 0), 0);

/** True when `pathname` is `path` or below it. */
export const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The parent whose submenu holds the current path, if any. */
export function parentOf(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => item.children?.some((child) => isWithin(pathname, child.path)));
}
