// USCIS processing times through the admin CLI and the API, with two real users: an import of reconstructed answers
// (tests/fixtures/processing-times/), GET /processing-times, each tracked application's `processing`, and the
// notification of an application outside the normal time, written exactly once across re-imports.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseSummary } from '../../functions/src/shared/cases/case-views';
import type { ProcessingTimeView } from '../../functions/src/shared/processing-times/processing-views';
import { runAdmin } from '../support/experts';
import { api, createTestUser, type TestUser } from '../support/stack';

const FIXTURES = fileURLToPath(new URL('../fixtures/processing-times/', import.meta.url));
const OCTOBER = join(FIXTURES, 'processing-times-2026-10.json');
const NOVEMBER = join(FIXTURES, 'processing-times-2026-11.json');

type FieldErrors = { error: { fields?: Record<string, string> } };
interface NotificationList {
  notifications: { message: string; link: string | null }[];
}

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
let serial = 0;

/** A tracked I-485 at the National Benefits Center (an MSC receipt), received `days` ago. */
async function trackedI485(user: TestUser, days: number): Promise<string> {
  serial += 1;
  const receiptNumber = `MSC26${String(Date.now() % 100_000).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
  const created = await api<{ case: CaseSummary }>('/cases', {
    token: user.idToken,
    body: { formType: 'I-485', receiptNumber, submissionDate: dayAgo(days) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.case.caseId;
}

const caseOf = async (user: TestUser, caseId: string) =>
  (await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: user.idToken })).body.case;
const notices = async (user: TestUser) =>
  (await api<NotificationList>('/notifications', { token: user.idToken })).body.notifications.filter((n) =>
    n.message.includes('normal processing time'),
  );

describe('USCIS processing times', () => {
  let late: TestUser;
  let onTime: TestUser;
  let lateCase: string;
  let onTimeCase: string;

  beforeAll(async () => {
    [late, onTime] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Amir Haddad')]);
    // 500 days is past the fixture's longest I-485 time at NBC (10.5 months); 30 days is well inside it.
    [lateCase, onTimeCase] = await Promise.all([trackedI485(late, 500), trackedI485(onTime, 30)]);
  });

  it('answers 404 for a form and office with no time imported, 400 for a bad query, 401 without a token', async () => {
    expect((await api('/processing-times?form=I-90&office=NSC', { token: late.idToken })).status).toBe(404);
    const bad = await api<FieldErrors>('/processing-times?form=<b>&office=NBC', { token: late.idToken });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toContain('form');
    expect((await api('/processing-times?form=I-485', { token: late.idToken })).status).toBe(400);
    expect((await api('/processing-times?form=I-485&office=NBC')).status).toBe(401);
  });

  it('refuses a file it cannot read, storing nothing', async () => {
    const run = await runAdmin(['import-processing-times', join(FIXTURES, '..', 'visa-bulletin', 'june-2026.html')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('import-processing-times failed: The file is not JSON');
    expect((await api('/processing-times?form=I-485&office=NBC', { token: late.idToken })).status).toBe(404);
  });

  it('imports the figures, and tells the owner of the application now outside the normal time, and nobody else', async () => {
    const run = await runAdmin(['import-processing-times', OCTOBER]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Read 8 processing time\(s\): 8 new, 0 changed, 0 unchanged\./);
    expect(run.stdout).toContain(lateCase);
    expect(run.stdout).not.toContain(onTimeCase);

    const [notice, ...more] = await notices(late);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ link: '/cases/track' });
    expect(notice?.message).toContain('NBC, 10.5 months');
    expect(await notices(onTime)).toEqual([]);
    expect((await caseOf(late, lateCase)).timeline.some((entry) => entry.event.includes("Outside USCIS's normal processing time"))).toBe(
      true,
    );
  });

  it('serves the posted time of a form at an office, by category or the longest', async () => {
    const found = await api<ProcessingTimeView>('/processing-times?form=i485&office=nbc', { token: onTime.idToken });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      form: 'I-485',
      office: 'NBC',
      category: 'Adjustment of status based on a family-based petition',
      typicalMonths: 10.5,
      asOf: '2026-10-31',
      source: 'https://egov.uscis.gov/processing-times/',
    });
    const employment = await api<ProcessingTimeView>('/processing-times?form=I-485&office=NBC&category=employment', {
      token: late.idToken,
    });
    expect(employment.body.typicalMonths).toBe(8);
    const weeks = await api<ProcessingTimeView>('/processing-times?form=I-765&office=NBC', { token: late.idToken });
    expect(weeks.body.typicalMonths).toBe(3.2);
  });

  it("shows each tracked application against its office's time, to its own user only", async () => {
    const mine = await caseOf(late, lateCase);
    expect(mine.processing).toMatchObject({ typicalMonths: 10.5, outsideNormal: true, asOf: '2026-10-31' });
    expect(mine.processing?.elapsedMonths).toBeGreaterThan(16);
    const other = await caseOf(onTime, onTimeCase);
    expect(other.processing).toMatchObject({ typicalMonths: 10.5, outsideNormal: false });
    expect(other.processing?.elapsedMonths).toBeLessThan(1.1);
    const listed = await api<{ cases: CaseSummary[] }>('/cases?view=applications', { token: onTime.idToken });
    expect(listed.body.cases.find((entry) => entry.caseId === onTimeCase)?.processing?.outsideNormal).toBe(false);
    expect((await api(`/cases/${lateCase}`, { token: onTime.idToken })).status).toBe(404);
  });

  it('notifies nobody again on a re-import, or on a newer publication', async () => {
    const again = await runAdmin(['import-processing-times', OCTOBER]);
    expect(again.stdout).toContain('0 new, 0 changed, 8 unchanged');
    expect(again.stdout).toContain('Nobody to notify.');
    const newer = await runAdmin(['import-processing-times', NOVEMBER]);
    expect(newer.stdout).toContain('0 new, 1 changed, 0 unchanged');
    expect(await notices(late)).toHaveLength(1);
    expect((await caseOf(late, lateCase)).processing).toMatchObject({ typicalMonths: 11, asOf: '2026-11-30' });
  });
});
