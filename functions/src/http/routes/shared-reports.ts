// The public page of a report share link (GET /shared/reports/:token): no sign-in; route-policies.ts declares it public,
// so the token check skips it. Whoever holds the token reads the report; an unknown, expired or revoked one answers
// the same 404.
import type { Router } from 'express';
import { rateLimited } from '../../domain/errors';
import type { RateLimit } from '../../domain/limits/rate-limit';
import { openSharedReport, SHARED_REPORT_NOT_FOUND } from '../../services/report-shares';
import { createRateLimiter } from '../../transport/rate-limiter';
import { docIdParam } from './params';

/**
 * Per client address, on top of the API's limit: a person opens a link a few times; a script walking tokens (hopeless
 * against 256 random bits anyway) is slowed to one a second.
 */
export const SHARED_REPORT_RATE_LIMIT: RateLimit = { burst: 60, perMinute: 60 };

export function registerSharedReportRoutes(router: Router): void {
  const limiter = createRateLimiter(SHARED_REPORT_RATE_LIMIT);

  router.get('/shared/reports/:token', async (req, res) => {
    const decision = limiter.take(req.ip ?? 'unknown');
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    const report = await openSharedReport(docIdParam(req, 'token', SHARED_REPORT_NOT_FOUND));
    // The link's page is not for caches, search engines, or the Referer of links it shows.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.json(report);
  });
}
