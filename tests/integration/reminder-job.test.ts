// The daily reminder job and its channels, with real users: the job with a fixed `now` writes the right in-app
// notifications, `mail` (Trigger Email) and `messages` (Twilio) documents, none on a channel the user turned off or
// without a verified phone, nothing on a rerun, and each lead time exactly once; `npm run reminders` runs it by
// hand; and phone verification refuses wrong, expired, exhausted and other users' codes.
import { spawnSync } from 'node:child_process';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firebase';
import { runReminderJob } from '../../functions/src/services/reminder-job';
import { putReminder } from '../support/reminders';
import { api, createTestUser, type TestUser } from '../support/stack';

interface SettingsBody {
  settings: { phone: string; phoneVerified: boolean; smsNotifications: boolean; emailNotifications: boolean };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** 08:00 in New York on 2026-12-01 (what `--now 2026-12-01` means); in Kiritimati (UTC+14) it is already 2 December. */
const NOW = new Date('2026-12-01T13:00:00Z');
const NEXT_DAY = new Date('2026-12-02T13:00:00Z');

const owned = async (collection: string, uid: string) => (await db().collection(collection).where('ownerUid', '==', uid).get()).docs;
const ids = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) => docs.map((doc) => doc.id).sort();
const reminderNotifications = async (uid: string) => (await owned('notifications', uid)).filter((doc) => doc.id.startsWith('reminder-'));
const reminderTexts = async (uid: string) => (await owned('messages', uid)).filter((doc) => doc.get('kind') === 'deadline-reminders');

async function signUp(name: string): Promise<TestUser> {
  const user = await createTestUser(name);
  // users/{uid} holds the account's email, which reminder emails go to.
  expect((await api('/users', { token: user.idToken, body: { email: user.email, displayName: name } })).status).toBe(200);
  return user;
}

/** The code of the user's newest verification text, read from `messages` as the README says to do locally. */
async function codeSentTo(uid: string): Promise<string> {
  const texts = (await owned('messages', uid)).filter((doc) => doc.get('kind') === 'phone-verification');
  texts.sort((a, b) => (b.get('createdAt') as Timestamp).toMillis() - (a.get('createdAt') as Timestamp).toMillis());
  const code = /code is (\d{6})/.exec(String(texts[0]?.get('body')))?.[1];
  if (!code) throw new Error('no verification code was queued');
  return code;
}

const sendCode = (user: TestUser, phone: string) =>
  api<{ verification: { phoneEnding: string } } & ErrorBody>('/settings/phone-verification', { token: user.idToken, body: { phone } });
const confirm = (user: TestUser, code: string) =>
  api<SettingsBody & ErrorBody>('/settings/phone-verification/confirm', { token: user.idToken, body: { code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('texts a code to the number (E.164), stores only its hash, and a right code verifies the phone and turns SMS on', async () => {
    const user = await signUp('Vera Verify');
    const sent = await sendCode(user, '(202) 555-0123');
    expect(sent.status).toBe(202);
    expect(sent.body.verification.phoneEnding).toBe('0123');
    const [text] = (await owned('messages', user.uid)).filter((doc) => doc.get('kind') === 'phone-verification');
    expect(text?.get('to')).toBe('+12025550123');
    const code = await codeSentTo(user.uid);
    const pending = await db().collection('phoneVerifications').doc(user.uid).get();
    expect(JSON.stringify(pending.data())).not.toContain(code);

    const wrong = await confirm(user, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.['code']).toMatch(/not right\. 4 tries left/);

    const right = await confirm(user, code);
    expect(right.status).toBe(200);
    expect(right.body.settings).toMatchObject({ phone: '+12025550123', phoneVerified: true, smsNotifications: true });
    // Spent: the same code does not verify again.
    expect((await confirm(user, code)).status).toBe(400);

    // Asking again at once is refused; a new number un-verifies the phone and turns SMS off.
    expect((await sendCode(user, '+1 202 555 0199')).status).toBe(429);
    const changed = await api<SettingsBody>('/settings', { token: user.idToken, method: 'PUT', body: { phone: '+1 202 555 0199' } });
    expect(changed.body.settings).toMatchObject({ phoneVerified: false, smsNotifications: false });
    const again = await api<ErrorBody>('/settings', { token: user.idToken, method: 'PUT', body: { smsNotifications: true } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/Verify your phone number/);
  });

  it('refuses SMS without a verified phone, an invalid number, and a confirmation with nothing sent', async () => {
    const user = await signUp('Nora Noverify');
    const on = await api<ErrorBody>('/settings', {
      token: user.idToken,
      method: 'PUT',
      body: { phone: '+1 202 555 0100', smsNotifications: true },
    });
    expect(on.status).toBe(409);
    expect((await api<SettingsBody>('/settings', { token: user.idToken })).body.settings).toMatchObject({
      phone: '',
      smsNotifications: false,
      phoneVerified: false,
    });
    const bad = await sendCode(user, '555-0123');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['phone']).toMatch(/country code/);
    expect((await confirm(user, '123456')).status).toBe(400);
  });

  it('an expired code is refused', async () => {
    const user = await signUp('Eli Expired');
    expect((await sendCode(user, '+44 20 7946 0958')).status).toBe(202);
    const code = await codeSentTo(user.uid);
    await db()
      .collection('phoneVerifications')
      .doc(user.uid)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await confirm(user, code);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['code']).toMatch(/expired/);
    expect((await api<SettingsBody>('/settings', { token: user.idToken })).body.settings.phoneVerified).toBe(false);
  });

  it('five wrong codes end the check: even the right one is then refused', async () => {
    const user = await signUp('Tess Tries');
    expect((await sendCode(user, '+1 202 555 0142')).status).toBe(202);
    const code = await codeSentTo(user.uid);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await confirm(user, wrongCode(code))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await confirm(user, code)).status).toBe(429);
    expect((await api<SettingsBody>('/settings', { token: user.idToken })).body.settings.phoneVerified).toBe(false);
  });

  it("B cannot confirm A's code", async () => {
    const a = await signUp('Ana Owner');
    const b = await signUp('Ben Other');
    expect((await sendCode(a, '+1 202 555 0177')).status).toBe(202);
    const code = await codeSentTo(a.uid);
    expect((await confirm(b, code)).status).toBe(400);
    expect((await api<SettingsBody>('/settings', { token: b.idToken })).body.settings).toMatchObject({
      phoneVerified: false,
      smsNotifications: false,
    });
    // A's check is untouched by B's attempt.
    expect((await confirm(a, code)).body.settings).toMatchObject({ phoneVerified: true });
  });
});

describe('the daily reminder job', () => {
  let a: TestUser;
  let b: TestUser;
  const r: Record<string, string> = {};

  beforeAll(async () => {
    [a, b] = [await signUp('Ada Applicant'), await signUp('Bo Switches')];
    // A: email on (the default), SMS on with a verified phone.
    expect((await sendCode(a, '+1 202 555 0111')).status).toBe(202);
    expect((await confirm(a, await codeSentTo(a.uid))).status).toBe(200);
    // B: email off, a phone saved but never verified (so SMS stays off).
    expect(
      (await api('/settings', { token: b.idToken, method: 'PUT', body: { emailNotifications: false, phone: '+1 202 555 0122' } })).status,
    ).toBe(200);

    const database = db();
    r['passport'] = await putReminder(database, {
      ownerUid: a.uid,
      key: 'custom-passport',
      title: 'Passport expires',
      dueDate: '2026-12-31',
      leadDays: [30, 7],
    });
    // Missed days: 30 and 7 days before are both past, so one announcement covers both.
    r['rfe'] = await putReminder(database, {
      ownerUid: a.uid,
      key: 'custom-rfe',
      title: 'Answer the RFE',
      dueDate: '2026-12-05',
      leadDays: [30, 7, 1],
    });
    r['kiritimati'] = await putReminder(database, {
      ownerUid: a.uid,
      key: 'custom-kiritimati',
      title: 'Kiritimati deadline',
      dueDate: '2026-12-31',
      leadDays: [29],
      timeZone: 'Pacific/Kiritimati',
    });
    r['tomorrow'] = await putReminder(database, {
      ownerUid: a.uid,
      key: 'custom-tomorrow',
      title: 'Tomorrow in New York',
      dueDate: '2026-12-31',
      leadDays: [29],
    });
    r['muted'] = await putReminder(database, { ownerUid: a.uid, key: 'custom-muted', title: 'Muted', dueDate: '2026-12-10', muted: true });
    r['past'] = await putReminder(database, {
      ownerUid: a.uid,
      key: 'custom-past',
      title: 'Already past',
      dueDate: '2026-11-20',
      leadDays: [30],
    });
    r['b'] = await putReminder(database, {
      ownerUid: b.uid,
      key: 'custom-b',
      title: 'B visa interview',
      dueDate: '2026-12-31',
      leadDays: [30],
    });
  });

  it('writes the notifications, one email and one SMS per user, and none on a channel that is off', async () => {
    const counts = await runReminderJob({ now: NOW, pageSize: 2 });
    expect(counts.failedUsers).toBe(0);
    expect(counts.announced).toBeGreaterThanOrEqual(4);

    expect(ids(await reminderNotifications(a.uid))).toEqual(
      [`reminder-${r['passport']}-30`, `reminder-${r['rfe']}-30`, `reminder-${r['kiritimati']}-29`].sort(),
    );
    const passport = await db().collection('notifications').doc(`reminder-${r['passport']}-30`).get();
    expect(passport.data()).toMatchObject({
      message: 'Reminder: Passport expires is due December 31, 2026 (in 30 days).',
      link: '/compliance/reminders',
      read: false,
    });

    const mail = await owned('mail', a.uid);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.get('to')).toBe(a.email);
    const message = mail[0]?.get('message') as { subject: string; text: string; html: string };
    expect(message.subject).toBe('Reminder: 3 deadlines are coming up');
    expect(message.text).toContain('- Answer the RFE: due December 5, 2026 (in 4 days)');
    expect(message.text).toContain('- Kiritimati deadline: due December 31, 2026 (in 29 days)');
    expect(message.text).not.toContain('Tomorrow in New York');
    expect(message.text).toMatch(/http:\/\/127\.0\.0\.1:5000\/compliance\/reminders/);
    expect(message.html).toContain('<li>');

    const sms = await reminderTexts(a.uid);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.get('to')).toBe('+12025550111');
    expect(sms[0]?.get('body')).toMatch(/^Immigration AI reminder: Answer the RFE is due Dec 5, 2026 \(in 4 days\) and 2 more\. http/);

    // B: the in-app notification only.
    expect(ids(await reminderNotifications(b.uid))).toEqual([`reminder-${r['b']}-30`]);
    expect(await owned('mail', b.uid)).toHaveLength(0);
    expect(await reminderTexts(b.uid)).toHaveLength(0);

    // The reminders' state: announced leads stored, the next one scheduled; the past one closed, unannounced.
    const state = async (id: string | undefined) =>
      (
        await db()
          .collection('reminders')
          .doc(id ?? '')
          .get()
      ).data();
    expect(await state(r['passport'])).toMatchObject({ firedLeads: [30], nextFireDate: '2026-12-24' });
    expect(await state(r['rfe'])).toMatchObject({ firedLeads: [30, 7], nextFireDate: '2026-12-04' });
    expect(await state(r['tomorrow'])).toMatchObject({ firedLeads: [], nextFireDate: '2026-12-02' });
    expect(await state(r['past'])).toMatchObject({ firedLeads: [30], nextFireDate: null });
    expect(await state(r['muted'])).toMatchObject({ firedLeads: [], nextFireDate: null });
  });

  it('a rerun with the same now writes nothing new', async () => {
    const before = {
      notifications: ids(await reminderNotifications(a.uid)),
      mail: ids(await owned('mail', a.uid)),
      sms: ids(await reminderTexts(a.uid)),
    };
    const counts = await runReminderJob({ now: NOW });
    expect(counts).toMatchObject({ announced: 0, notifications: 0, emails: 0, sms: 0, writes: 0 });
    expect({
      notifications: ids(await reminderNotifications(a.uid)),
      mail: ids(await owned('mail', a.uid)),
      sms: ids(await reminderTexts(a.uid)),
    }).toEqual(before);
  });

  it('each lead time fires once: the next day brings only what came due that day', async () => {
    await runReminderJob({ now: NEXT_DAY });
    expect(ids(await reminderNotifications(a.uid))).toEqual(
      [`reminder-${r['passport']}-30`, `reminder-${r['rfe']}-30`, `reminder-${r['kiritimati']}-29`, `reminder-${r['tomorrow']}-29`].sort(),
    );
    const mail = await owned('mail', a.uid);
    expect(mail).toHaveLength(2);
    const newest = mail.map((doc) => doc.get('message') as { subject: string }).find((m) => m.subject.includes('Tomorrow in New York'));
    expect(newest?.subject).toBe('Reminder: Tomorrow in New York is due December 31, 2026');
    expect(await reminderTexts(a.uid)).toHaveLength(2);
    expect(await owned('mail', b.uid)).toHaveLength(0);
    // And again the same day: nothing.
    expect((await runReminderJob({ now: NEXT_DAY })).announced).toBe(0);
  });

  it('npm run reminders runs it by hand with --now, and fails clearly on a bad date', () => {
    const ok = spawnSync('npm', ['run', '--silent', 'reminders', '--', '--now', '2026-12-04'], { encoding: 'utf8', env: process.env });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Now: 2026-12-04T13:00:00.000Z');
    expect(ok.stdout).toMatch(/Reminders due: \d+; announced: \d+/);
    const bad = spawnSync('npm', ['run', '--silent', 'reminders', '--', '--now', '2026-02-30'], { encoding: 'utf8', env: process.env });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--now: "2026-02-30" is not a date');
  });

  it("the CLI run on 4 December announced the RFE reminder's 1-day lead", async () => {
    expect(ids(await reminderNotifications(a.uid))).toContain(`reminder-${r['rfe']}-1`);
  });
});
