// The message catalogs: one namespace per feature (web/src/features/<name>), `common` for the shell and lib/, and
// `components` for the shared components only some screens show (the composer, the code form, the wizard header…),
// so the shell's own catalog stays small. Each lives in web/src/locales/<locale>/<namespace>.json and loads with its
// route's code.
// The server's catalogs (functions/src/shared/i18n/locales, docs/i18n.md) load beside them as "server-<namespace>".
import {
  NAMESPACES as SHARED_NAMESPACES,
  SERVER_ONLY_NAMESPACES,
  type Namespace as SharedNamespace,
  type ServerOnlyNamespace,
} from '@shared/i18n/message';

export const NAMESPACES = [
  'common',
  'components',
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
  'forms',
  'notifications',
  'overview',
  'priority-dates',
  'resources',
  'settings',
  'shared-report',
  'support',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The server's catalogs the web shows messages of: all but the server-only ones. */
type WebSharedNamespace = Exclude<SharedNamespace, ServerOnlyNamespace>;
const isWebShared = (namespace: SharedNamespace): namespace is WebSharedNamespace =>
  !(SERVER_ONLY_NAMESPACES as readonly SharedNamespace[]).includes(namespace);

/** The i18next namespace of a server catalog. */
export const serverNamespace = <N extends WebSharedNamespace>(namespace: N): `server-${N}` => `server-${namespace}`;
export const SERVER_NAMESPACES = SHARED_NAMESPACES.filter(isWebShared).map(serverNamespace);
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];
