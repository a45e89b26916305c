// Appointments (/cases/appointments) and their calendar: the list, one appointment, schedule, edit, cancel, its .ics
// download, the private calendar feed's management, and the feed itself (public: the token in its path is the
// permission; route-policies.ts declares it, so the token check skips it).
import type { Request, Router } from 'express';
import { rateLimited } from '../../domain/errors';
import type { RateLimit } from '../../domain/limits/rate-limit';
import { parseInput } from '../../domain/validate';
import {
  APPOINTMENT_NOT_FOUND,
  appointmentCalendarFile,
  CALENDAR_FEED_NOT_FOUND,
  calendarFeedStatus,
  cancelAppointment,
  createCalendarFeed,
  editAppointment,
  getAppointmentView,
  listAppointmentViews,
  openCalendarFeed,
  revokeCalendarFeed,
  scheduleAppointment,
} from '../../services/appointments';
import { createRateLimiter } from '../../transport/rate-limiter';
import { appointmentChangesSchema, appointmentListQuerySchema, newAppointmentSchema } from '../../shared/appointments/appointments';
import { currentUser } from '../middleware/authenticate';
import { docIdParam } from './params';

/** Per client address, on top of the API's limit: calendar apps poll a feed every few minutes at most. */
export const CALENDAR_FEED_RATE_LIMIT: RateLimit = { burst: 60, perMinute: 60 };

const appointmentIdOf = (req: Request) => docIdParam(req, 'appointmentId', APPOINTMENT_NOT_FOUND);
const ICS_TYPE = 'text/calendar; charset=utf-8';

export function registerAppointmentRoutes(router: Router): void {
  const feedLimiter = createRateLimiter(CALENDAR_FEED_RATE_LIMIT);

  router.get('/appointments', async (req, res) => {
    const query = parseInput(appointmentListQuerySchema, req.query);
    res.json({ appointments: await listAppointmentViews(currentUser(req).uid, query.caseId) });
  });

  router.post('/appointments', async (req, res) => {
    const uid = currentUser(req).uid;
    const input = parseInput(newAppointmentSchema, req.body ?? {});
    res.status(201).json({ appointment: await scheduleAppointment(uid, input) });
  });

  router.get('/appointments/:appointmentId', async (req, res) => {
    res.json({ appointment: await getAppointmentView(currentUser(req).uid, appointmentIdOf(req)) });
  });

  router.patch('/appointments/:appointmentId', async (req, res) => {
    const uid = currentUser(req).uid;
    const appointmentId = appointmentIdOf(req);
    const changes = parseInput(appointmentChangesSchema, req.body ?? {});
    res.json({ appointment: await editAppointment(uid, appointmentId, changes) });
  });

  router.post('/appointments/:appointmentId/cancel', async (req, res) => {
    res.json({ appointment: await cancelAppointment(currentUser(req).uid, appointmentIdOf(req)) });
  });

  router.get('/appointments/:appointmentId/calendar.ics', async (req, res) => {
    const file = await appointmentCalendarFile(currentUser(req).uid, appointmentIdOf(req));
    res.setHeader('Content-Type', ICS_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(file.body);
  });

  router.get('/calendar-feed', async (req, res) => {
    res.json(await calendarFeedStatus(currentUser(req).uid));
  });

  router.post('/calendar-feed', async (req, res) => {
    res.status(201).json(await createCalendarFeed(currentUser(req).uid, req.get('user-agent')));
  });

  router.delete('/calendar-feed', async (req, res) => {
    await revokeCalendarFeed(currentUser(req).uid, req.get('user-agent'));
    res.status(204).end();
  });

  router.get('/calendar/:feedToken/appointments.ics', async (req, res) => {
    const decision = feedLimiter.take(req.ip ?? 'unknown');
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    const body = await openCalendarFeed(docIdParam(req, 'feedToken', CALENDAR_FEED_NOT_FOUND));
    res.setHeader('Content-Type', ICS_TYPE);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.send(body);
  });
}
