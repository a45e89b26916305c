import type { Router } from 'express';
import { registerUserRoutes } from './users';

/** Every endpoint of the API, registered behind the token check. */
export function registerRoutes(router: Router): void {
  registerUserRoutes(router);
}
