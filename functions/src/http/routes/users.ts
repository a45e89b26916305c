import type { Router } from 'express';
import { getProfile, registerUser } from '../../services/users';
import { usersContracts } from '../../shared/contracts/users';
import { serveContracts } from '../contracts/serve';

export function registerUserRoutes(router: Router): void {
  serveContracts(router, usersContracts, {
    register: async ({ user, body, req }) => ({ user: await registerUser(user, body, req.get('user-agent')) }),
    verify: async ({ user }) => ({ uid: user.uid, email: user.email ?? null, profile: await getProfile(user.uid) }),
  });
}
