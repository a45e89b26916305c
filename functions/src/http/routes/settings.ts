import type { Router } from 'express';
import { saveSettings, settings } from '../../services/settings';
import { confirmPhoneCode, sendPhoneCode } from '../../services/phone-verification';
import { phoneVerificationConfirmSchema, phoneVerificationStartSchema } from '../../shared/settings/phone';
import { settingsUpdateSchema } from '../../shared/settings/settings';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { requestLocale } from '../request-locale';

export function registerSettingsRoutes(router: Router): void {
  router.get('/settings', async (req, res) => {
    res.json({ settings: await settings(currentUser(req), req.get('user-agent')) });
  });

  router.put('/settings', async (req, res) => {
    const user = currentUser(req);
    const changes = parseInput(settingsUpdateSchema, req.body ?? {});
    res.json({ settings: await saveSettings(user, changes, req.get('user-agent')) });
  });

  // issue 14 (reminder job): verifying the phone SMS reminders go to.
  router.post('/settings/phone-verification', async (req, res) => {
    const user = currentUser(req);
    const { phone } = parseInput(phoneVerificationStartSchema, req.body ?? {});
    res.status(202).json({ verification: await sendPhoneCode(user.uid, phone, Date.now(), await requestLocale(req)) });
  });

  router.post('/settings/phone-verification/confirm', async (req, res) => {
    const user = currentUser(req);
    const { code } = parseInput(phoneVerificationConfirmSchema, req.body ?? {});
    await confirmPhoneCode(user.uid, code);
    res.json({ settings: await settings(user, req.get('user-agent')) });
  });
}
