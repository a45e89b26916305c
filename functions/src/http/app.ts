import express, { type Router } from 'express';
import { config } from '../config';
import { verifyIdToken } from '../data/identity';
import { notFound } from '../domain/errors';
import { errorMapper } from './error-mapper';
import { authenticate, type TokenVerifier } from './middleware/authenticate';
import { requestLog } from './middleware/request-log';
import { corsForOrigins } from './middleware/cors-origins';
import { JSON_LIMIT_BYTES, limitJsonBody, limitJsonDepth } from './middleware/json-limit';
import { refuseUnreadBodies } from './middleware/body-type';
import { registerRoutes } from './routes';

export interface AppOptions {
  /** How ID tokens are checked: Firebase Auth by default; in-process tests pass their own. */
  verifyIdToken?: TokenVerifier;
}

/** The product API. Hosting rewrites /api/** to it, so routes are served under /api. */
export function createApp(options: AppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestLog);
  app.use(corsForOrigins(config.allowedOrigins));

  const api: Router = express.Router();
  // Cloud Functions parses bodies before Express sees them; express.json() steps aside when it has.
  api.use(express.json({ limit: JSON_LIMIT_BYTES }));
  api.use(limitJsonBody);
  api.use(limitJsonDepth);
  api.use(authenticate(options.verifyIdToken ?? verifyIdToken));
  // After the token check, so a caller without one learns nothing but 401.
  api.use(refuseUnreadBodies);
  registerRoutes(api);
  api.use(() => {
    throw notFound('No such endpoint');
  });

  app.use('/api', api);
  app.use(() => {
    throw notFound('No such endpoint');
  });
  app.use(errorMapper);
  return app;
}
