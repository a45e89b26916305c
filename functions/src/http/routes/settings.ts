import type { Router } from 'express';
import { saveSettings, settings } from '../../services/settings';
import { settingsUpdateSchema } from '../../shared/settings/settings';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';

export function registerSettingsRoutes(router: Router): void {
  router.get('/settings', async (req, res) => {
    res.json({ settings: await settings(currentUser(req), req.get('user-agent')) });
  });

  router.put('/settings', async (req, res) => {
    const user = currentUser(req);
    const changes = parseInput(settingsUpdateSchema, req.body ?? {});
    res.json({ settings: await saveSettings(user, changes, req.get('user-agent')) });
  });
}
