import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from './config';
import { createApp } from './http/app';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { notifyOutsideNormal } from './services/processing-times';
import { runReminderJob } from './services/reminder-job';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

// `cors` here too: without it the Functions emulator allows every origin before Express runs.
// 1 GiB: document review runs an OCR worker and a PDF reader process beside the API (docs/documents.md, "Extraction").
export const api = onRequest({ memory: '1GiB', timeoutSeconds: 120, cors: config.allowedOrigins }, createApp());

// The reminder job: every morning, announce the reminders whose lead time has come (services/reminder-job.ts), and
// tell the owners of tracked applications that have just passed USCIS's normal processing time
// (services/processing-times.ts; an import does it too). The Functions emulator skips scheduled functions without the
// Pub/Sub emulator; `npm run reminders` runs the reminders by hand.
export const reminderJob = onSchedule(
  { schedule: 'every day 08:00', timeZone: 'America/New_York', timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const scheduled = new Date(event.scheduleTime);
    const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
    await runReminderJob({ now });
    await notifyOutsideNormal(now.toISOString().slice(0, 10));
  },
);
