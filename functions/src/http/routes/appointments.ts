// Appointments (/cases/appointments) and their calendar (shared/contracts/appointments.ts): the list, one appointment,
// schedule, edit, cancel, its .ics download, the private calendar feed's management, and the feed itself (public: the
// token in its path is the permission, so the token check skips it).
import type { Response, Router } from 'express';
import type { RateLimit } from '../../domain/limits/rate-limit';
import {
  appointmentCalendarFile,
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
import { appointmentContracts } from '../../shared/contracts/appointments';
import { rateLimiter, withinLimit } from '../../transport/rate-limiter';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';

/** Per client address, on top of the API's limit: calendar apps poll a feed every few minutes at most. */
export const CALENDAR_FEED_RATE_LIMIT: RateLimit = { burst: 60, perMinute: 60 };

const sendCalendar = (res: Response, body: string): void => {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.send(body);
};

export function registerAppointmentRoutes(router: Router): void {
  const feedLimiter = rateLimiter('calendar-feed', CALENDAR_FEED_RATE_LIMIT);

  serveContracts(router, appointmentContracts, {
    list: async ({ user, query }) => ({ appointments: await listAppointmentViews(user.uid, query.caseId) }),
    create: async ({ user, body }) => ({ appointment: await scheduleAppointment(user.uid, body) }),
    get: async ({ user, params }) => ({ appointment: await getAppointmentView(user.uid, params.appointmentId) }),
    update: async ({ user, params, body }) => ({ appointment: await editAppointment(user.uid, params.appointmentId, body) }),
    cancel: async ({ user, params }) => ({ appointment: await cancelAppointment(user.uid, params.appointmentId) }),
    calendarFile: async ({ user, params, req, res }) => {
      const file = await appointmentCalendarFile(user.uid, params.appointmentId, await requestLocale(req));
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
      sendCalendar(res, file.body);
    },
    feedStatus: async ({ user }) => calendarFeedStatus(user.uid),
    createFeed: async ({ user, req }) => createCalendarFeed(user.uid, req.get('user-agent')),
    revokeFeed: async ({ user, req }) => {
      await revokeCalendarFeed(user.uid, req.get('user-agent'));
    },
    feed: async ({ params, req, res }) => {
      await withinLimit(feedLimiter, req.ip ?? 'unknown');
      const body = await openCalendarFeed(params.feedToken);
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      sendCalendar(res, body);
    },
  });
}
