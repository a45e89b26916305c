import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { log, withLogContext } from '../../log';

/** Google's front end names each request's trace; elsewhere the request gets an id of its own. */
function requestId(req: Request): string {
  const trace = req.get('x-cloud-trace-context')?.split('/')[0];
  return trace && /^[0-9a-f]{1,64}$/i.test(trace) ? trace : randomUUID();
}

/** Gives every log line of a request its id (the uid joins after the token check), and logs each answer once. */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  withLogContext({ requestId: requestId(req) }, () => {
    res.on('finish', () => {
      const fields = {
        method: req.method,
        route: req.route ? String(req.route.path) : req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      if (res.statusCode >= 500) log.error('request answered', fields);
      else log.info('request answered', fields);
    });
    next();
  });
}
