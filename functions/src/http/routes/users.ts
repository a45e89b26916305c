import type { Router } from 'express';
import { z } from 'zod';
import { getProfile, registerUser } from '../../services/users';
import { singleLineText } from '../../shared/text';
import { httpsUrlSchema } from '../../shared/url';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';

// The web also sends `email`; it is not read: the profile's email is the verified token's (services/users.ts).
const registrationSchema = z.object({
  displayName: singleLineText('labels:displayName', { max: 200, required: false })
    .nullish()
    .transform((name) => name || null),
  photoURL: httpsUrlSchema('labels:photoURL').nullish(),
});

export function registerUserRoutes(router: Router): void {
  router.post('/users', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(registrationSchema, req.body ?? {});
    res.json({ user: await registerUser(user, body, req.get('user-agent')) });
  });

  router.get('/verify', async (req, res) => {
    const user = currentUser(req);
    res.json({ uid: user.uid, email: user.email ?? null, profile: await getProfile(user.uid) });
  });
}
