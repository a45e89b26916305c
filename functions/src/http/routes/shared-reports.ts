// The public page of a report share link (GET /shared/reports/{token}): no sign-in; its contract is public, so the
// token check skips it. Whoever holds the token reads the report; an unknown, expired or revoked one answers the
// same 404.
import type { Router } from 'express';
import type { RateLimit } from '../../domain/limits/rate-limit';
import { openSharedReport } from '../../services/report-shares';
import { sharedReportsContracts } from '../../shared/contracts/shared-reports';
import { rateLimiter, withinLimit } from '../../transport/rate-limiter';
import { serveContracts } from '../contracts/serve';

/**
 * Per client address, on top of the API's limit: a person opens a link a few times; a script walking tokens (hopeless
 * against 256 random bits anyway) is slowed to one a second.
 */
export const SHARED_REPORT_RATE_LIMIT: RateLimit = { burst: 60, perMinute: 60 };

export function registerSharedReportRoutes(router: Router): void {
  const limiter = rateLimiter('shared-report', SHARED_REPORT_RATE_LIMIT);

  // Before the contract's token check, so that malformed tokens count against the limit too.
  router.use('/shared/reports/:token', async (req, _res, next) => {
    // The link's own GET only (req.path is what follows the token).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    await withinLimit(limiter, req.ip ?? 'unknown');
    next();
  });

  serveContracts(router, sharedReportsContracts, {
    open: async ({ params, res }) => {
      const report = await openSharedReport(params.token);
      // The link's page is not for caches, search engines, or the Referer of links it shows.
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Referrer-Policy', 'no-referrer');
      return report;
    },
  });
}
