import express, { type Router } from 'express';
import { config } from '../config';
import { verifyIdToken } from '../data/identity';
import { notFound } from '../domain/errors';
import { errorMapper } from './error-mapper';
import { authenticate, NO_SUCH_ENDPOINT, type TokenVerifier } from './middleware/authenticate';
import { requestLog } from './middleware/request-log';
import { corsForOrigins } from './middleware/cors-origins';
import { JSON_LIMIT_BYTES, limitJsonBody, limitJsonDepth } from './middleware/json-limit';
import { refuseUnreadBodies } from './middleware/body-type';
import { limitRequests } from './middleware/rate-limit';
import { API_RATE_LIMIT, rateLimiter } from '../transport/rate-limiter';
import type { RateLimit } from '../domain/limits/rate-limit';
import { registerRoutes } from './routes';
import { useStoredLocale, type StoredLocale } from './request-locale';

export interface AppOptions {
  /** How ID tokens are checked: Firebase Auth by default; in-process tests pass their own. */
  verifyIdToken?: TokenVerifier;
  /** Requests per user (shared by the instances through Redis when REDIS_URL is set); defaults to API_RATE_LIMIT. */
  rateLimit?: RateLimit;
  /**
   * A user's Settings language, for a request whose Accept-Language names none of ours (request-locale.ts): read from
   * Firestore by default; in-process tests, which have no Firestore, pass their own.
   */
  storedLocale?: StoredLocale;
}

/** The product API. Hosting rewrites /api/** to it, so routes are served under /api. */
export function createApp(options: AppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  useStoredLocale(app, options.storedLocale);
  app.use(requestLog);
  app.use(corsForOrigins(config.allowedOrigins));

  const api: Router = express.Router();
  // Cloud Functions parses bodies before Express sees them; express.json() steps aside when it has.
  api.use(express.json({ limit: JSON_LIMIT_BYTES }));
  api.use(limitJsonBody);
  api.use(limitJsonDepth);
  api.use(authenticate(options.verifyIdToken ?? verifyIdToken));
  api.use(limitRequests(rateLimiter('api', options.rateLimit ?? API_RATE_LIMIT)));
  // After the token check, so a caller without one learns nothing but 401.
  api.use(refuseUnreadBodies);
  registerRoutes(api);
  api.use(() => {
    throw notFound(NO_SUCH_ENDPOINT);
  });

  app.use('/api', api);
  app.use(() => {
    throw notFound(NO_SUCH_ENDPOINT);
  });
  app.use(errorMapper);
  return app;
}
