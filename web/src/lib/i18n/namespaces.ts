// The message catalogs: one namespace per feature (web/src/features/<name>) plus `common` for the shell, the shared
// components and lib/. Each lives in web/src/locales/<locale>/<namespace>.json and loads with its route's code.
export const NAMESPACES = [
  'common',
  'appointments',
  'auth',
  'billing',
  'cases',
  'chat',
  'compliance',
  'deadlines',
  'discussion',
  'documents',
  'eligibility',
  'expert',
  'notifications',
  'overview',
  'priority-dates',
  'resources',
  'settings',
  'shared-report',
  'support',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
