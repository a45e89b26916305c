// Budget: the daily reminder job (functions/src/services/reminder-job.ts) handles 10,000 users with 5 deadlines each
// in ≤ 60 s against the emulator, reading in pages (never the whole collection at once) and writing in batches.
// Prints users per second, the total seconds, the reminders read and the writes.
//
// The users and reminders are written straight into Firestore (batched): users/{uid} with an email, Email
// Notifications on and, for every fourth user, SMS on with a verified phone; each user's 5 reminders have all come due
// at `NOW` (one or two lead times each), in three time zones. Then the job runs once, as the scheduler would, and a
// second run with the same `NOW` must announce nothing.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one and runs itself inside it.
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import type { ReminderJobCounts } from '../../functions/src/services/reminder-job';
import { runBenchInStack } from '../support/bench';
import { PROJECT_ID } from '../support/stack';
import { reminderDoc } from '../support/reminders';

const USERS = Number(process.env['BENCH_USERS'] ?? 10_000);
const PER_USER = 5;
const BUDGET_S = 60;
const RUN_TIMEOUT_MS = 600_000;
/** 08:00 in New York on 2026-12-01, the schedule's time. */
const NOW = new Date('2026-12-01T13:00:00Z');
const SEED_BATCH = 500;
const SEED_CONCURRENCY = 8;
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin'];
const DUE = ['2026-12-31', '2026-12-20', '2026-12-15', '2026-12-10', '2026-12-25'];

async function inParallel(tasks: Array<() => Promise<unknown>>, concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) await tasks[next++]?.();
    }),
  );
}

async function seed(): Promise<void> {
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  const writes: Array<(batch: FirebaseFirestore.WriteBatch) => void> = [];
  for (let u = 0; u < USERS; u++) {
    const uid = `bench-reminders-${String(u).padStart(5, '0')}`;
    const sms = u % 4 === 0;
    const phone = `+1202555${String(u % 10_000).padStart(4, '0')}`;
    writes.push((batch) =>
      batch.set(db.collection('users').doc(uid), {
        uid,
        email: `${uid}@example.test`,
        displayName: `Bench User ${u}`,
        settings: { emailNotifications: true, smsNotifications: sms, ...(sms ? { phone, verifiedPhone: phone } : {}) },
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
    for (let k = 0; k < PER_USER; k++) {
      const doc = reminderDoc({
        ownerUid: uid,
        key: `custom-bench-${k}`,
        title: `Bench deadline ${k + 1}`,
        dueDate: DUE[k] ?? '2026-12-31',
        timeZone: ZONES[(u + k) % ZONES.length],
        leadDays: [30, 7],
      });
      writes.push((batch) => batch.set(db.collection('reminders').doc(`${uid}_custom-bench-${k}`), doc));
    }
  }
  const tasks: Array<() => Promise<unknown>> = [];
  for (let i = 0; i < writes.length; i += SEED_BATCH) {
    const chunk = writes.slice(i, i + SEED_BATCH);
    tasks.push(() => {
      const batch = db.batch();
      for (const write of chunk) write(batch);
      return batch.commit();
    });
  }
  await inParallel(tasks, SEED_CONCURRENCY);
}

async function runJob(): Promise<ReminderJobCounts> {
  const child = spawn('node', ['--import', 'tsx', 'functions/src/reminders-cli.ts', '--now', NOW.toISOString()], { env: process.env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`npm run reminders failed (${status}): ${stderr}`);
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ReminderJobCounts;
}

async function measure(): Promise<boolean> {
  console.log(`seeding ${USERS.toLocaleString('en-US')} users × ${PER_USER} reminders (batched)…`);
  const seedStarted = performance.now();
  await seed();
  console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  // The job runs as `npm run reminders` does (functions/src/reminders-cli.ts), in a process of its own, as the
  // scheduled function would; the time is the job's own (its `ms`), without the process start.
  const counts = await runJob();
  const seconds = counts.ms / 1000;
  const rerun = await runJob();

  const expected = USERS * PER_USER;
  const problems: string[] = [];
  if (counts.reminders < expected) problems.push(`read ${counts.reminders} due reminders, expected at least ${expected}`);
  if (counts.announced < expected) problems.push(`announced ${counts.announced}, expected ${expected}`);
  if (counts.emails < USERS) problems.push(`${counts.emails} emails for ${USERS} users`);
  if (counts.sms < Math.ceil(USERS / 4)) problems.push(`${counts.sms} SMS, expected ${Math.ceil(USERS / 4)}`);
  if (counts.failedUsers > 0) problems.push(`${counts.failedUsers} users' writes refused`);
  if (rerun.announced !== 0 || rerun.writes !== 0) problems.push(`the rerun announced ${rerun.announced} and wrote ${rerun.writes}`);

  console.log(
    `reminder job: ${counts.users.toLocaleString('en-US')} users, ${counts.reminders.toLocaleString('en-US')} reminders read, ` +
      `${counts.announced.toLocaleString('en-US')} announced (${counts.notifications} notifications, ${counts.emails} emails, ${counts.sms} SMS)`,
  );
  console.log(
    `  ${counts.writes.toLocaleString('en-US')} writes in ${counts.batches} batches; rerun with the same now: ${rerun.writes} writes (${(rerun.ms / 1000).toFixed(1)} s)`,
  );
  const { read, channels, write } = counts.phasesMs;
  console.log(
    `  ${(counts.users / seconds).toFixed(0)} users/s · total ${seconds.toFixed(1)} s (reading reminders ${(read / 1000).toFixed(1)} s, users ${(channels / 1000).toFixed(1)} s, writing ${(write / 1000).toFixed(1)} s)`,
  );
  for (const problem of problems) console.log(`  ✖ ${problem}`);
  const ok = seconds <= BUDGET_S && problems.length === 0;
  console.log(`  ${seconds.toFixed(1)} s (budget ≤ ${BUDGET_S} s) ${ok ? '✔' : '✖'}`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBenchInStack('reminder job', 'tests/bench/reminder-job.ts', measure, RUN_TIMEOUT_MS);
}
