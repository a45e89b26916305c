// Priority dates against the Visa Bulletin: the admin CLI imports saved bulletin pages, only the
// applicant whose tracked application became current is notified, a re-import notifies nobody again, and a page that
// is not a bulletin fails with a clear message. The stack's seed already stored the July 2026 bulletin.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseSummary } from '../../functions/src/shared/cases/case-views';
import type { PriorityDatesView, VisaBulletinView } from '../../functions/src/shared/visa-bulletin/visa-bulletin-views';
import { runAdmin } from '../support/experts';
import { api, createTestUser, type TestUser } from '../support/stack';

const FIXTURES = fileURLToPath(new URL('../fixtures/visa-bulletin/', import.meta.url));
const JUNE = join(FIXTURES, 'june-2026.html');
const JULY = join(FIXTURES, 'july-2026.html');

interface NotificationList {
  notifications: { message: string; link: string | null }[];
}

let serial = 0;
/** A tracked F1 application with a 2017-12-01 priority date, charged to `country`. */
async function trackedF1(user: TestUser, country: string): Promise<string> {
  serial += 1;
  const receiptNumber = `IOE09${String(Date.now() % 100_000).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
  const created = await api<{ case: CaseSummary }>('/cases', {
    token: user.idToken,
    body: { formType: 'I-130', receiptNumber, submissionDate: '2017-12-01', priorityDate: '2017-12-01' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const caseId = created.body.case.caseId;
  const patched = await api<{ case: CaseSummary }>(`/cases/${caseId}`, {
    token: user.idToken,
    method: 'PATCH',
    body: { preferenceCategory: 'F1', chargeability: country },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.case).toMatchObject({ preferenceCategory: 'F1', chargeability: country });
  return caseId;
}

const bulletinNotices = async (user: TestUser) =>
  (await api<NotificationList>('/notifications', { token: user.idToken })).body.notifications.filter((n) =>
    n.message.includes('Visa Bulletin'),
  );

describe('Visa Bulletin import and priority dates', () => {
  // India's F1 Final Action date is 01SEP17 in June 2026 and 01FEB18 in July: a 2017-12-01 priority date becomes
  // current. Mexico's is 08NOV07 in both months: it stays not current.
  let india: TestUser;
  let mexico: TestUser;
  let indiaCase: string;
  let mexicoCase: string;

  beforeAll(async () => {
    [india, mexico] = await Promise.all([createTestUser('India Applicant'), createTestUser('Mexico Applicant')]);
    indiaCase = await trackedF1(india, 'India');
    mexicoCase = await trackedF1(mexico, 'Mexico');
  });

  it('serves the current bulletin (the seeded July 2026) and where each application stands', async () => {
    const bulletin = await api<VisaBulletinView>('/visa-bulletin', { token: india.idToken });
    expect(bulletin.status).toBe(200);
    expect(bulletin.body.bulletin).toMatchObject({ month: '2026-07', title: 'Visa Bulletin For July 2026' });
    expect(bulletin.body.bulletin?.sourceUrl).toMatch(/^https:\/\/travel\.state\.gov\//);

    const dates = await api<PriorityDatesView>('/priority-dates', { token: mexico.idToken });
    expect(dates.status).toBe(200);
    expect(dates.body.items).toHaveLength(1);
    expect(dates.body.items[0]).toMatchObject({
      caseId: mexicoCase,
      priorityDate: '2017-12-01',
      area: 'MEXICO',
      finalAction: { status: 'not-current', cutoff: '2007-11-08', distance: { key: 'visa-bulletin:distanceYears', params: { years: 10 } } },
      datesForFiling: { status: 'not-current', cutoff: '2008-10-01' },
    });
    const own = await api<PriorityDatesView>('/priority-dates', { token: india.idToken });
    expect(own.body.items.map((i) => i.caseId)).toEqual([indiaCase]);
    expect(own.body.items[0]).toMatchObject({
      area: 'INDIA',
      finalAction: { status: 'current', cutoff: '2018-02-01' },
      datesForFiling: { status: 'current' },
    });
  });

  it('notifies only the applicant whose application became current, once', async () => {
    const june = await runAdmin(['import-visa-bulletin', JUNE]);
    expect(june.code, june.stderr).toBe(0);
    expect(june.stdout).toContain('the Visa Bulletin For June 2026 as visaBulletins/2026-06');
    // The current bulletin is still the latest month.
    expect((await api<VisaBulletinView>('/visa-bulletin', { token: india.idToken })).body.bulletin?.month).toBe('2026-07');

    const july = await runAdmin([
      'import-visa-bulletin',
      JULY,
      '--source',
      'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/2026/visa-bulletin-for-july-2026.html',
    ]);
    expect(july.code, july.stderr).toBe(0);
    expect(july.stdout).toContain('Re-imported the Visa Bulletin For July 2026');
    expect(july.stdout).toContain('2026-06');
    expect(july.stdout).toContain(indiaCase);
    expect(july.stdout).not.toContain(mexicoCase);

    const notices = await bulletinNotices(india);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: '/cases/track' });
    expect(notices[0]?.message).toContain('is current in the Visa Bulletin For July 2026');
    expect(await bulletinNotices(mexico)).toEqual([]);

    const indiaApp = await api<{ case: CaseSummary }>(`/cases/${indiaCase}`, { token: india.idToken });
    expect(indiaApp.body.case.timeline.map((t) => t.event)).toContain(
      'Priority date became current in the Visa Bulletin For July 2026 (Final Action Dates, F1)',
    );
    const mexicoApp = await api<{ case: CaseSummary }>(`/cases/${mexicoCase}`, { token: mexico.idToken });
    expect(mexicoApp.body.case.timeline.some((t) => t.event.includes('Visa Bulletin'))).toBe(false);

    // The same page again: nobody is told twice.
    const again = await runAdmin(['import-visa-bulletin', JULY]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain(indiaCase);
    expect(await bulletinNotices(india)).toHaveLength(1);
    const indiaAgain = await api<{ case: CaseSummary }>(`/cases/${indiaCase}`, { token: india.idToken });
    expect(indiaAgain.body.case.timeline.filter((t) => t.event.includes('Visa Bulletin'))).toHaveLength(1);
  });

  it('fails with a clear message for a page that is not a bulletin, or a missing file', async () => {
    const notBulletin = await runAdmin(['import-visa-bulletin', fileURLToPath(new URL('../../README.md', import.meta.url))]);
    expect(notBulletin.code).toBe(1);
    expect(notBulletin.stderr).toContain('Not a Visa Bulletin page this parser can read');
    expect(notBulletin.stderr).toContain('the Final Action Dates chart for family-sponsored preferences');

    const missing = await runAdmin(['import-visa-bulletin', join(FIXTURES, 'no-such-bulletin.html')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read');

    const noFile = await runAdmin(['import-visa-bulletin']);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('needs the path of a saved Visa Bulletin page');
  });

  it('refuses a category or country outside the lists', async () => {
    const bad = await api<{ error: { fields?: Record<string, string> } }>(`/cases/${indiaCase}`, {
      token: india.idToken,
      method: 'PATCH',
      body: { preferenceCategory: 'EB9', chargeability: 'Atlantis' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ preferenceCategory: expect.any(String), chargeability: expect.any(String) });
  });

  it("answers another applicant's priority dates with their own only", async () => {
    const other = await createTestUser();
    expect((await api<PriorityDatesView>('/priority-dates', { token: other.idToken })).body.items).toEqual([]);
    expect((await api('/priority-dates')).status).toBe(401);
  });
});
