import type { Router } from 'express';
import { z } from 'zod';
import { saveSettings, settings } from '../../services/settings';
import { LANGUAGES } from '../../shared/settings/settings';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';

const boolField = z.boolean({ error: 'Must be true or false' });

// Every field is optional, so a single switch can be saved on its own (Dark Mode applies at once).
// `email` is read-only: it is the sign-in email, so it is not accepted here.
const settingsSchema = z.object({
  fullName: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be 100 characters or fewer')
    .optional(),
  phone: z
    .string({ error: 'Must be text' })
    .trim()
    .max(30, 'Phone number must be 30 characters or fewer')
    .regex(/^[+\d\s().-]*$/, 'Use digits, spaces and + ( ) - . only')
    .optional(),
  language: z.enum(LANGUAGES, { error: `Choose one of ${LANGUAGES.join(', ')}` }).optional(),
  emailNotifications: boolField.optional(),
  smsNotifications: boolField.optional(),
  twoFactor: boolField.optional(),
  darkMode: boolField.optional(),
});

export function registerSettingsRoutes(router: Router): void {
  router.get('/settings', async (req, res) => {
    res.json({ settings: await settings(currentUser(req)) });
  });

  router.put('/settings', async (req, res) => {
    const user = currentUser(req);
    const changes = parseInput(settingsSchema, req.body ?? {});
    res.json({ settings: await saveSettings(user, changes) });
  });
}
