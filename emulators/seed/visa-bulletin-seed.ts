// The Visa Bulletin the app starts with, so priority dates work offline: the saved July 2026 page the tests ship
// (tests/fixtures/visa-bulletin/july-2026.html, one copy for both), parsed and stored through the API's own parser
// and repo, as `npm run admin -- import-visa-bulletin` would store it, but without notifying anyone. Idempotent:
// storing the same month again keeps its first import date.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../lib/paths';

export const SEEDED_BULLETIN_FILE = join(ROOT, 'tests/fixtures/visa-bulletin/july-2026.html');

export async function seedVisaBulletin(): Promise<void> {
  const { parseVisaBulletin } = await import('../../functions/src/domain/visa-bulletin/parse-bulletin');
  const { bulletinPageUrl } = await import('../../functions/src/domain/visa-bulletin/facts/bulletin-rules');
  const { saveBulletin } = await import('../../functions/src/data/visa-bulletin-repo');
  const parsed = parseVisaBulletin(await readFile(SEEDED_BULLETIN_FILE, 'utf8'));
  await saveBulletin(parsed, bulletinPageUrl(parsed.month));
}
