import type { Request, Router } from 'express';
import { z } from 'zod';
import { getAccount, saveAccount, updateAuthDisplayName } from '../../data/account-repo';
import { badRequest } from '../../domain/errors';
import { LANGUAGES, resolvePreferences, type Settings } from '../../shared/settings/settings';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../validate';

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

async function readSettings(req: Request): Promise<Settings> {
  const user = currentUser(req);
  const account = await getAccount(user.uid);
  const phone = account.settings['phone'];
  return {
    fullName: account.displayName ?? user.name ?? '',
    email: account.email ?? user.email ?? '',
    phone: typeof phone === 'string' ? phone : '',
    ...resolvePreferences(account.settings),
  };
}

export function registerSettingsRoutes(router: Router): void {
  router.get('/settings', async (req, res) => {
    res.json({ settings: await readSettings(req) });
  });

  router.put('/settings', async (req, res) => {
    const user = currentUser(req);
    const { fullName, ...stored } = parseInput(settingsSchema, req.body ?? {});
    if (fullName === undefined && Object.values(stored).every((v) => v === undefined)) {
      throw badRequest('Nothing to update', { _: 'Send at least one setting' });
    }
    if (fullName !== undefined) await updateAuthDisplayName(user.uid, fullName);
    const account = await getAccount(user.uid);
    await saveAccount(user.uid, {
      displayName: fullName,
      // A profile written before POST /users has no email; the token's fills it so Settings can show it.
      email: account.email === null ? user.email : undefined,
      settings: Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)),
    });
    res.json({ settings: await readSettings(req) });
  });
}
