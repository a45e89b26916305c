// Appointments through the API with two real users: schedule, edit, reschedule, cancel, the case's timeline, overlaps,
// validation, the .ics download, and the private calendar feed (signed out with the token; 404 once revoked or
// rotated). B gets A's appointments, case and feed answered exactly like missing ones.
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentView, CalendarFeedStatus, CreatedCalendarFeed } from '../../functions/src/shared/appointments/appointment-views';
import type { CaseSummary } from '../../functions/src/shared/cases/case-views';
import { api, APP_URL, createTestUser, type TestUser } from '../support/stack';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type One = { appointment: AppointmentView };

async function newCase(user: TestUser, caseName: string): Promise<string> {
  const res = await api<{ caseId: string }>('/cases', {
    token: user.idToken,
    body: { caseName, category: 'Family-Based', applicant: 'Test Applicant' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.caseId;
}

async function schedule(user: TestUser, body: Record<string, unknown>): Promise<AppointmentView> {
  const res = await api<One>('/appointments', { token: user.idToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.appointment;
}

const timelineOf = async (user: TestUser, caseId: string) => {
  const res = await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: user.idToken });
  expect(res.status).toBe(200);
  return res.body.case.timeline.map((entry) => entry.event);
};

const feedUrl = (path: string) => `${APP_URL}${path}`;

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('appointments with two users', () => {
  let a: TestUser;
  let b: TestUser;
  let caseA: string;
  let caseB: string;
  let biometrics: AppointmentView;

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestUser('Ana Appointments'), createTestUser('Ben Other')]);
    [caseA, caseB] = await Promise.all([newCase(a, 'Green card for Ana'), newCase(b, 'Ben case')]);
    biometrics = await schedule(a, {
      caseId: caseA,
      type: 'biometrics',
      date: '2030-03-05',
      time: '09:00',
      timeZone: 'America/New_York',
      place: 'USCIS ASC, 26 Federal Plaza; New York, NY',
      notes: 'Bring the I-797C notice,\npassport; photos',
    });
  });

  it('schedules an appointment in its zone with a timeline entry on the case', async () => {
    expect(biometrics).toMatchObject({
      caseId: caseA,
      type: 'biometrics',
      typeLabel: { key: 'labels:biometrics' },
      date: '2030-03-05',
      time: '09:00',
      timeZone: 'America/New_York',
      startsAt: '2030-03-05T14:00:00.000Z',
      endsAt: '2030-03-05T15:00:00.000Z',
      durationMinutes: 60,
      status: 'scheduled',
      past: false,
      overlaps: [],
      sequence: 0,
    });
    expect(biometrics.caseLabel).toContain('Green card for Ana');
    expect(await timelineOf(a, caseA)).toContain(
      'Biometrics appointment scheduled for Tue, Mar 5, 2030, 9:00 AM EST at USCIS ASC, 26 Federal Plaza; New York, NY',
    );
  });

  it('answers 400 with field messages for bad input, and 404 for a case that is not the caller’s', async () => {
    const bad = await api<ErrorBody>('/appointments', {
      token: a.idToken,
      body: { caseId: caseA, type: 'party', date: '2030-02-30', time: '25:00', timeZone: 'Mars/Olympus', place: '', durationMinutes: 2 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['date', 'durationMinutes', 'place', 'time', 'timeZone', 'type']);
    const long = await api<ErrorBody>('/appointments', {
      token: a.idToken,
      body: { caseId: caseA, type: 'other', date: '2030-01-01', time: '10:00', timeZone: 'UTC', place: 'Here', notes: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.['notes']).toMatch(/2000/);
    const foreign = await api<ErrorBody>('/appointments', {
      token: b.idToken,
      body: { caseId: caseA, type: 'interview', date: '2030-04-01', time: '10:00', timeZone: 'UTC', place: 'Office' },
    });
    const missing = await api<ErrorBody>('/appointments', {
      token: b.idToken,
      body: { caseId: 'no-such-case-id', type: 'interview', date: '2030-04-01', time: '10:00', timeZone: 'UTC', place: 'Office' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const emptyPatch = await api<ErrorBody>(`/appointments/${biometrics.id}`, { method: 'PATCH', token: a.idToken, body: {} });
    expect(emptyPatch.status).toBe(400);
    const unknownField = await api<ErrorBody>(`/appointments/${biometrics.id}`, {
      method: 'PATCH',
      token: a.idToken,
      body: { caseId: caseB },
    });
    expect(unknownField.status).toBe(400);
  });

  it('warns about an overlap as instants across zones, and not for touching times', async () => {
    // 15:30 in Paris on Mar 5, 2030 (CET) is 14:30Z: inside the biometrics' 14:00-15:00Z.
    const paris = await schedule(a, {
      caseId: caseA,
      type: 'consultation',
      date: '2030-03-05',
      time: '15:30',
      timeZone: 'Europe/Paris',
      place: 'Video call',
    });
    expect(paris.overlaps).toEqual([biometrics.id]);
    // 10:00 New York starts exactly when the biometrics end.
    const after = await schedule(a, {
      caseId: caseA,
      type: 'other',
      date: '2030-03-05',
      time: '10:00',
      timeZone: 'America/New_York',
      place: 'Lunch',
      durationMinutes: 30,
    });
    expect(after.overlaps).toEqual([paris.id]);
    const listed = await api<{ appointments: AppointmentView[] }>('/appointments', { token: a.idToken });
    expect(listed.body.appointments.find((x) => x.id === biometrics.id)?.overlaps).toEqual([paris.id]);
    await api(`/appointments/${paris.id}/cancel`, { method: 'POST', token: a.idToken });
    await api(`/appointments/${after.id}/cancel`, { method: 'POST', token: a.idToken });
  });

  it('edits, reschedules and cancels, each with its timeline entry and a higher sequence', async () => {
    const edited = await api<One>(`/appointments/${biometrics.id}`, { method: 'PATCH', token: a.idToken, body: { notes: 'New notes' } });
    expect(edited.status).toBe(200);
    expect(edited.body.appointment).toMatchObject({ notes: 'New notes', sequence: 1, startsAt: biometrics.startsAt });
    const moved = await api<One>(`/appointments/${biometrics.id}`, {
      method: 'PATCH',
      token: a.idToken,
      body: { date: '2030-03-12', time: '13:30' },
    });
    expect(moved.body.appointment).toMatchObject({ date: '2030-03-12', time: '13:30', startsAt: '2030-03-12T17:30:00.000Z', sequence: 2 });
    const timeline = await timelineOf(a, caseA);
    expect(timeline).toContain(
      'Biometrics appointment for Tue, Mar 5, 2030, 9:00 AM EST updated at USCIS ASC, 26 Federal Plaza; New York, NY',
    );
    expect(timeline).toContain(
      'Biometrics appointment rescheduled from Tue, Mar 5, 2030, 9:00 AM EST to Tue, Mar 12, 2030, 1:30 PM EDT at USCIS ASC, 26 Federal Plaza; New York, NY',
    );
    const interview = await schedule(a, {
      caseId: caseA,
      type: 'interview',
      date: '2030-06-01',
      time: '08:00',
      timeZone: 'America/Chicago',
      place: 'Chicago Field Office',
    });
    const cancelled = await api<One>(`/appointments/${interview.id}/cancel`, { method: 'POST', token: a.idToken });
    expect(cancelled.body.appointment).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await timelineOf(a, caseA)).toContain('Interview appointment for Sat, Jun 1, 2030, 8:00 AM CDT cancelled');
    const again = await api<ErrorBody>(`/appointments/${interview.id}`, {
      method: 'PATCH',
      token: a.idToken,
      body: { place: 'Elsewhere' },
    });
    expect(again.status).toBe(404);
  });

  it('flags past appointments by the server clock and lists upcoming first', async () => {
    const past = await schedule(a, {
      caseId: caseA,
      type: 'medical-exam',
      date: '2020-01-15',
      time: '09:00',
      timeZone: 'UTC',
      place: 'Civil surgeon',
    });
    expect(past.past).toBe(true);
    const listed = await api<{ appointments: AppointmentView[] }>('/appointments', { token: a.idToken });
    const order = listed.body.appointments.map((x) => x.past);
    expect(order.indexOf(true)).toBeGreaterThan(order.lastIndexOf(false));
    const ofCase = await api<{ appointments: AppointmentView[] }>(`/appointments?caseId=${caseA}`, { token: a.idToken });
    expect(ofCase.body.appointments.length).toBe(listed.body.appointments.length);
    expect((await api(`/appointments?caseId=${caseB}`, { token: a.idToken })).status).toBe(404);
  });

  it('serves A’s .ics to A only, parsed back by ical.js', async () => {
    const res = await fetch(`${APP_URL}/api/appointments/${biometrics.id}/calendar.ics`, {
      headers: { authorization: `Bearer ${a.idToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="appointment-2030-03-12-biometrics\.ics"$/);
    const [event] = parseIcs(await res.text());
    expect(event?.uid).toBe(`appointment-${biometrics.id}@immigration-ai`);
    expect(event?.sequence).toBe(2);
    expect(event?.startDate.toJSDate().toISOString()).toBe('2030-03-12T17:30:00.000Z');
    expect(event?.location).toBe('USCIS ASC, 26 Federal Plaza; New York, NY');
    expect(event?.component.getAllSubcomponents('valarm').length).toBeGreaterThan(0);
    for (const path of [`/appointments/${biometrics.id}`, `/appointments/${biometrics.id}/calendar.ics`]) {
      const foreign = await api<ErrorBody>(path, { token: b.idToken });
      const missing = await api<ErrorBody>(path.replace(biometrics.id, 'no-such-appointment'), { token: b.idToken });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await api(`/appointments/${biometrics.id}`, { method: 'PATCH', token: b.idToken, body: { place: 'Stolen' } })).status).toBe(
      404,
    );
    expect((await api(`/appointments/${biometrics.id}/cancel`, { method: 'POST', token: b.idToken })).status).toBe(404);
    const stillA = await api<One>(`/appointments/${biometrics.id}`, { token: a.idToken });
    expect(stillA.body.appointment).toMatchObject({ status: 'scheduled', place: 'USCIS ASC, 26 Federal Plaza; New York, NY' });
    expect((await api<{ appointments: AppointmentView[] }>('/appointments', { token: b.idToken })).body.appointments).toEqual([]);
  });

  it('serves the calendar feed signed out with the token, and 404 once rotated or revoked', async () => {
    expect((await api<CalendarFeedStatus>('/calendar-feed', { token: a.idToken })).body).toEqual({ active: false, createdAt: null });
    const first = await api<CreatedCalendarFeed>('/calendar-feed', { method: 'POST', token: a.idToken });
    expect(first.status).toBe(201);
    expect(first.body.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\/appointments\.ics$/);
    const status = await api<CalendarFeedStatus>('/calendar-feed', { token: a.idToken });
    expect(status.body.active).toBe(true);
    expect(JSON.stringify(status.body)).not.toContain(first.body.path.split('/')[3]);

    const feed = await fetch(feedUrl(first.body.path));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parseIcs(await feed.text());
    const statuses = new Map(events.map((e) => [e.uid, String(e.component.getFirstPropertyValue('status'))]));
    expect(statuses.get(`appointment-${biometrics.id}@immigration-ai`)).toBe('CONFIRMED');
    expect([...statuses.values()]).toContain('CANCELLED');

    // B cannot revoke A's feed: B's DELETE acts on B's own (none).
    expect((await api('/calendar-feed', { method: 'DELETE', token: b.idToken })).status).toBe(204);
    expect((await fetch(feedUrl(first.body.path))).status).toBe(200);
    expect((await api<CalendarFeedStatus>('/calendar-feed', { token: b.idToken })).body.active).toBe(false);

    const second = await api<CreatedCalendarFeed>('/calendar-feed', { method: 'POST', token: a.idToken });
    expect(second.body.path).not.toBe(first.body.path);
    expect((await fetch(feedUrl(first.body.path))).status).toBe(404);
    expect((await fetch(feedUrl(second.body.path))).status).toBe(200);

    expect((await api('/calendar-feed', { method: 'DELETE', token: a.idToken })).status).toBe(204);
    expect((await fetch(feedUrl(second.body.path))).status).toBe(404);
    expect((await fetch(feedUrl('/api/calendar/not-a-token/appointments.ics'))).status).toBe(404);
    expect((await api<CalendarFeedStatus>('/calendar-feed', { token: a.idToken })).body.active).toBe(false);
  });
});
