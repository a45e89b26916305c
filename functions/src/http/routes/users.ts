import type { Router } from 'express';
import { z } from 'zod';
import { getProfile, registerUser } from '../../services/users';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';

const registrationSchema = z.object({
  email: z.string().trim().email('Enter a valid email address').max(320),
  displayName: z.string().trim().max(200).nullish(),
  photoURL: z.string().url('Must be a URL').max(2048).nullish(),
});

export function registerUserRoutes(router: Router): void {
  router.post('/users', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(registrationSchema, req.body);
    res.json({ user: await registerUser(user, body) });
  });

  router.get('/verify', async (req, res) => {
    const user = currentUser(req);
    res.json({ uid: user.uid, email: user.email ?? null, profile: await getProfile(user.uid) });
  });
}
