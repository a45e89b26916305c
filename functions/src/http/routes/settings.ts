import type { Router } from 'express';
import { saveSettings, settings } from '../../services/settings';
import { confirmPhoneCode, sendPhoneCode } from '../../services/phone-verification';
import { settingsContracts } from '../../shared/contracts/settings';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';

export function registerSettingsRoutes(router: Router): void {
  serveContracts(router, settingsContracts, {
    get: async ({ user, req }) => ({ settings: await settings(user, req.get('user-agent')) }),
    update: async ({ user, body, req }) => ({ settings: await saveSettings(user, body, req.get('user-agent')) }),
    // The phone SMS reminders go to is verified with a texted code, written in the request's language.
    startPhoneVerification: async ({ user, body, req }) => ({
      verification: await sendPhoneCode(user.uid, body.phone, Date.now(), await requestLocale(req)),
    }),
    confirmPhoneVerification: async ({ user, body, req }) => {
      await confirmPhoneCode(user.uid, body.code);
      return { settings: await settings(user, req.get('user-agent')) };
    },
  });
}
