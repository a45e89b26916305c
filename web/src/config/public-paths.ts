// The pages outside the signed-in shell (app/router.tsx), apart from config/paths.ts: the router is in the entry
// chunk that /login loads, which needs these three strings and not the screens' table.
export const PUBLIC_PATHS = {
  login: '/login',
  signup: '/signup',
  /** A shared review report: no sign-in, no shell. */
  sharedReport: '/shared/reports/:token',
} as const;
