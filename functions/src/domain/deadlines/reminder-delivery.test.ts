import { describe, expect, it } from 'vitest';
import {
  announcement,
  daysLeftText,
  formatDueDate,
  groupByOwner,
  latestLocalDate,
  notificationMessage,
  reminderEmail,
  reminderNotificationId,
  reminderSms,
  type Announcement,
} from './reminder-delivery';
import { msg } from '../../shared/i18n/message';

const reminder = {
  id: 'u1_passport-expiry',
  ownerUid: 'u1',
  title: 'Passport expires',
  titleKeyed: msg('labels:passportExpires'),
  dueDate: '2026-12-31',
  timeZone: 'America/New_York',
};
const passport = announcement(reminder, '2026-12-01', [30, 60]);
const rfe: Announcement = {
  ...announcement(
    { ...reminder, id: 'u1_rfe-1', title: 'Answer the <RFE> & "notice"', titleKeyed: null, dueDate: '2026-12-02' },
    '2026-12-01',
    [1],
  ),
};

describe('announcements', () => {
  it("counts the days left in the reminder's own calendar and names the notification by its longest lead", () => {
    expect(passport).toMatchObject({ daysLeft: 30, lead: 60 });
    expect(reminderNotificationId(passport)).toBe('reminder-u1_passport-expiry-60');
  });

  it('words dates and days left plainly', () => {
    expect(formatDueDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatDueDate('2024-02-29', 'short')).toBe('Feb 29, 2024');
    expect([0, 1, 2, 30].map((days) => daysLeftText(days))).toEqual(['today', 'tomorrow', 'in 2 days', 'in 30 days']);
    expect(notificationMessage(passport)).toBe('Reminder: Passport expires is due December 31, 2026 (in 30 days).');
  });

  it('latest local date is one day past the UTC date, whatever the hour', () => {
    expect(latestLocalDate(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-02');
    expect(latestLocalDate(new Date('2026-12-31T23:59:59Z'))).toBe('2027-01-01');
  });

  it('groups by owner in first-seen order', () => {
    const groups = groupByOwner([
      { ownerUid: 'b', n: 1 },
      { ownerUid: 'a', n: 2 },
      { ownerUid: 'b', n: 3 },
    ]);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((x) => x.n)).toEqual([1, 3]);
  });
});

describe('email and SMS', () => {
  it('one email lists every reminder, soonest first, with an absolute link and escaped HTML', () => {
    const email = reminderEmail([passport, rfe], 'https://app.example.test/', 'Ada');
    expect(email.subject).toBe('Reminder: 2 deadlines are coming up');
    expect(email.text).toContain('Hello Ada,');
    expect(email.text.indexOf('Answer the <RFE>')).toBeLessThan(email.text.indexOf('Passport expires'));
    expect(email.text).toContain('- Passport expires: due December 31, 2026 (in 30 days)');
    expect(email.text).toContain('(tomorrow)');
    expect(email.text).toContain('https://app.example.test/compliance/reminders');
    expect(email.html).toContain('Answer the &lt;RFE&gt; &amp; &quot;notice&quot;');
    expect(email.html).not.toContain('<RFE>');
    expect(email.html).toContain('href="https://app.example.test/compliance/reminders"');
  });

  it('a single reminder names itself in the subject', () => {
    expect(reminderEmail([passport], 'http://127.0.0.1:5000', null)).toMatchObject({
      subject: 'Reminder: Passport expires is due December 31, 2026',
    });
  });

  it('the SMS names the soonest, counts the rest and stays short', () => {
    const sms = reminderSms([passport, rfe], 'https://app.example.test');
    expect(sms).toBe(
      'Immigration AI reminder: Answer the <RFE> & "notice" is due Dec 2, 2026 (tomorrow) and 1 more. https://app.example.test/compliance/reminders',
    );
    expect(reminderSms([{ ...passport, title: 'x'.repeat(500) }], 'https://a.test').length).toBeLessThan(200);
  });
});

describe("in the user's language", () => {
  it('writes the notification, email and SMS in Spanish, French or German, dates with Intl', () => {
    expect(notificationMessage(passport, 'es')).toBe(
      'Recordatorio: Vencimiento del pasaporte vence el 31 de diciembre de 2026 (en 30 días).',
    );
    expect(notificationMessage(passport, 'de')).toBe('Erinnerung: Ablauf des Reisepasses ist am 31. Dezember 2026 fällig (in 30 Tagen).');
    const email = reminderEmail([passport, rfe], 'https://app.example.test/', 'Ada', 'fr');
    expect(email.subject).toBe('Rappel : 2 échéances approchent');
    expect(email.text).toContain('Bonjour Ada,');
    expect(email.text).toContain('(demain)');
    expect(email.html).toContain(
      '<a href="https://app.example.test/compliance/reminders">Consultez vos rappels</a> et choisissez quand ils sont envoyés.',
    );
    expect(email.html).toContain('Answer the &lt;RFE&gt; &amp; &quot;notice&quot;');
    expect(reminderSms([passport, rfe], 'https://app.example.test', 'es')).toBe(
      'Recordatorio de Immigration AI: Answer the <RFE> & "notice" vence el 2 dic 2026 (mañana) y 1 más. https://app.example.test/compliance/reminders',
    );
  });

  it('English stays as it was', () => {
    expect(notificationMessage(passport, 'en')).toBe(notificationMessage(passport));
    expect(reminderEmail([passport], 'https://a.test', 'Ada', 'en')).toEqual(reminderEmail([passport], 'https://a.test', 'Ada'));
  });

  it("renders a computed reminder's keyed title, and counts the others with the language's plural", () => {
    const ead = announcement(
      { ...reminder, id: 'u1_ead-expiry', title: 'Work permit (EAD) expires', titleKeyed: msg('deadlines:titleEadExpiry') },
      '2026-12-01',
      [30],
    );
    expect(notificationMessage(ead, 'es')).toBe(
      'Recordatorio: Vencimiento del permiso de trabajo (EAD) vence el 31 de diciembre de 2026 (en 30 días).',
    );
    expect(reminderSms([ead, rfe, passport], 'https://a.test', 'fr')).toContain('(demain) et 2 autres.');
    expect(reminderSms([ead, rfe], 'https://a.test', 'fr')).toContain('(demain) et 1 autre.');
    expect(reminderSms([ead], 'https://a.test', 'de')).toBe(
      'Erinnerung von Immigration AI: Ablauf der Arbeitserlaubnis (EAD) ist am 31. Dez. 2026 fällig (in 30 Tagen). https://a.test/compliance/reminders',
    );
    expect(reminderEmail([ead], 'https://a.test', null, 'de').text).toContain('Eine Frist, die Sie verfolgen, steht bevor:');
  });
});
