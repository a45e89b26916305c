// Fetches USCIS's processing times from the API behind egov.uscis.gov/processing-times, for
// `npm run admin -- import-processing-times --fetch`: every form, each of its categories, each office that decides it,
// and each office's processingtime answer, the same answers a saved copy holds. Needs network access, which our own
// machines do not have (docs/processing-times.md): there the import reads a saved file.
import { log } from '../log';

const API = 'https://egov.uscis.gov/processing-times/api/';
/** One request at a time, and a pause between them: the page's API is public, not a bulk service. */
const PAUSE_MS = 250;
const TIMEOUT_MS = 20_000;

async function get(path: string): Promise<unknown> {
  const res = await fetch(`${API}${path}`, {
    headers: { accept: 'application/json', referer: 'https://egov.uscis.gov/processing-times/' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`USCIS answered ${res.status} to ${path}`);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  return res.json();
}

const list = (value: unknown, ...path: string[]): unknown[] => {
  let at: unknown = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return Array.isArray(at) ? at : [];
};
const text = (value: unknown, key: string): string | null => {
  const found = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' && found !== '' ? found : null;
};

/** Every processingtime answer the API gives, in the shape the import reads. */
export async function fetchProcessingTimeAnswers(): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const form of list(await get('forms'), 'data', 'forms', 'forms')) {
    const formName = text(form, 'form_name');
    if (!formName) continue;
    for (const type of list(await get(`formtypes/${encodeURIComponent(formName)}`), 'data', 'form_types', 'subtypes')) {
      const key = text(type, 'form_key');
      if (!key) continue;
      const offices = list(
        await get(`formoffices/${encodeURIComponent(formName)}/${encodeURIComponent(key)}`),
        'data',
        'form_offices',
        'offices',
      );
      for (const office of offices) {
        const code = text(office, 'office_code');
        if (!code) continue;
        try {
          answers.push(await get(`processingtime/${encodeURIComponent(formName)}/${encodeURIComponent(code)}/${encodeURIComponent(key)}`));
        } catch (error) {
          log.warn('A processing time could not be fetched', { form: formName, office: code, category: key, error: String(error) });
        }
      }
    }
  }
  return answers;
}
