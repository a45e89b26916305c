import cors from 'cors';
import express, { type Router } from 'express';
import { config } from '../config';
import { notFound } from '../domain/errors';
import { errorMapper } from './error-mapper';
import { authenticate } from './middleware/authenticate';
import { registerRoutes } from './routes';

const JSON_LIMIT = '256kb';

/** The product API. Hosting rewrites /api/** to it, so routes are served under /api. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(cors({ origin: config.allowedOrigins, maxAge: 600 }));

  const api: Router = express.Router();
  // Cloud Functions parses bodies before Express sees them; express.json() steps aside when it has.
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use(authenticate);
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
