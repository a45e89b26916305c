// The message catalogs: one namespace per feature (web/src/features/<name>) plus `common` for the shell, the shared
// components and lib/. Each lives in web/src/locales/<locale>/<namespace>.json and loads with its route's code.
// The server's catalogs (functions/src/shared/i18n/locales, docs/i18n.md) load beside them as "server-<namespace>".
import { NAMESPACES as SHARED_NAMESPACES, type Namespace as SharedNamespace } from '@shared/i18n/message';

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

/** The i18next namespace of a server catalog. */
export const serverNamespace = <N extends SharedNamespace>(namespace: N): `server-${N}` => `server-${namespace}`;
export const SERVER_NAMESPACES = SHARED_NAMESPACES.map(serverNamespace);
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];
