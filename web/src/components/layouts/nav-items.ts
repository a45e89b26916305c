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
import { SCREEN_PATHS, SECTION_PATHS } from '@/config/paths';

/** Names an entry's label in the common catalog (`nav.<id>`); `label` keeps the English text. */
export type NavId =
  | 'home'
  | 'aiAssistant'
  | 'askQuestion'
  | 'eligibilityCheck'
  | 'documentReview'
  | 'myCases'
  | 'viewCase'
  | 'discussCase'
  | 'trackApplications'
  | 'appointmentScheduler'
  | 'expertDesk'
  | 'compliance'
  | 'checkCompliance'
  | 'deadlineReminders'
  | 'resources'
  | 'knowledgeCenter'
  | 'latestNews'
  | 'glossary'
  | 'notifications'
  | 'billing'
  | 'paymentHistory'
  | 'paymentMethods'
  | 'billingSettings'
  | 'settings'
  | 'support';

export interface NavChild {
  id: NavId;
  label: string;
  path: string;
}

export interface NavItem {
  id: NavId;
  label: string;
  path: string;
  icon: SvgIconComponent;
  children?: NavChild[];
  /** Shown only to users with the expert role (the ID token's claim). */
  expertOnly?: boolean;
}

// The sidebar of docs/SPEC.md section 2, "App shell", in its order, with Glossary and Billing Settings in their
// groups (both are screens of SPEC section 2 that users could not find without a sidebar entry).
export const NAV_ITEMS: NavItem[] = [
  { id: 'home', label: 'Home', path: SCREEN_PATHS.overview, icon: HomeOutlined },
  {
    id: 'aiAssistant',
    label: 'AI Assistant',
    path: SECTION_PATHS.aiAssistant,
    icon: SmartToyOutlined,
    children: [
      { id: 'askQuestion', label: 'Ask a Question', path: SCREEN_PATHS.chat },
      { id: 'eligibilityCheck', label: 'Eligibility Check', path: SCREEN_PATHS.eligibility },
      { id: 'documentReview', label: 'Document Review', path: SCREEN_PATHS.documents },
    ],
  },
  {
    id: 'myCases',
    label: 'My Cases',
    path: SECTION_PATHS.cases,
    icon: FolderOpenOutlined,
    children: [
      { id: 'viewCase', label: 'View Case', path: SCREEN_PATHS.casesView },
      { id: 'discussCase', label: 'Discuss Case', path: SCREEN_PATHS.casesDiscuss },
      { id: 'trackApplications', label: 'Track Applications', path: SCREEN_PATHS.casesTrack },
      { id: 'appointmentScheduler', label: 'Appointment Scheduler', path: SCREEN_PATHS.appointments },
    ],
  },
  { id: 'expertDesk', label: 'Expert Desk', path: SCREEN_PATHS.expert, icon: SupportAgentOutlined, expertOnly: true },
  {
    id: 'compliance',
    label: 'Compliance',
    path: SECTION_PATHS.compliance,
    icon: FactCheckOutlined,
    children: [
      { id: 'checkCompliance', label: 'Check Compliance', path: SCREEN_PATHS.complianceCheck },
      { id: 'deadlineReminders', label: 'Deadline Reminders', path: SCREEN_PATHS.complianceReminders },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    path: SECTION_PATHS.resources,
    icon: MenuBookOutlined,
    children: [
      { id: 'knowledgeCenter', label: 'Knowledge Center', path: SCREEN_PATHS.learn },
      { id: 'latestNews', label: 'Latest News', path: SCREEN_PATHS.news },
      { id: 'glossary', label: 'Glossary', path: SCREEN_PATHS.glossary },
    ],
  },
  { id: 'notifications', label: 'Notifications', path: SCREEN_PATHS.notifications, icon: NotificationsOutlined },
  {
    id: 'billing',
    label: 'Billing & Payments',
    path: SECTION_PATHS.billing,
    icon: CreditCardOutlined,
    children: [
      { id: 'paymentHistory', label: 'Payment History', path: SCREEN_PATHS.billingHistory },
      { id: 'paymentMethods', label: 'Manage Payment Methods', path: SCREEN_PATHS.billingMethods },
      { id: 'billingSettings', label: 'Billing Settings', path: SCREEN_PATHS.billingSettings },
    ],
  },
  { id: 'settings', label: 'Settings', path: SCREEN_PATHS.settings, icon: SettingsOutlined },
  { id: 'support', label: 'Help & Support', path: SCREEN_PATHS.support, icon: HelpOutlineOutlined },
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
