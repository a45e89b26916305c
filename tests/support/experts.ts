// Experts for tests against the stack: made with the real admin CLI (`npm run admin -- grant-expert <email>`, run as a
// child process with the stack's emulator environment), then signed in again so the ID token carries the claim.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { api, signInWithPassword, type TestUser } from './stack';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = 'functions/src/admin-cli.ts';

export interface AdminRun {
  /** The exit code: 0 done, 1 failed (e.g. no such account), 2 bad arguments. */
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- <args>` as an administrator would (without npm's banner), against the stack's emulators. */
export function runAdmin(args: readonly string[]): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        if (code === null) reject(new Error(`admin CLI did not finish: ${error?.message ?? ''}\n${stderr}`));
        else resolve({ code, stdout, stderr });
      },
    );
  });
}

async function runOrThrow(args: readonly string[]): Promise<AdminRun> {
  const run = await runAdmin(args);
  if (run.code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited ${run.code}:\n${run.stdout}${run.stderr}`);
  return run;
}

/** Grants `user` the expert role with the CLI; answers the user with a fresh ID token that carries `role: "expert"`. */
export async function makeExpert<U extends TestUser>(user: U): Promise<U> {
  await runOrThrow(['grant-expert', user.email]);
  return { ...user, idToken: await signInWithPassword(user.email, user.password) };
}

/**
 * Revokes the role with the CLI. The user's sessions are revoked too, so their old tokens stop working; answers the
 * user with a fresh (applicant's) ID token.
 */
export async function revokeExpert<U extends TestUser>(user: U): Promise<U & { revokedToken: string }> {
  await runOrThrow(['revoke-expert', user.email]);
  return { ...user, revokedToken: user.idToken, idToken: await signInWithPassword(user.email, user.password) };
}

/** A new case of `applicant`'s, sent to the experts and claimed by `expert` (an expert's ID token), through the API. */
export async function claimedCase(applicant: TestUser, expert: TestUser, name: string): Promise<string> {
  const created = await api<{ caseId: string }>('/cases', {
    token: applicant.idToken,
    body: { caseName: name, category: 'Family-Based', applicant: 'Ana Applicant' },
  });
  expect(created.status).toBe(201);
  const { caseId } = created.body;
  const requested = await api(`/cases/${caseId}/expert-request`, { token: applicant.idToken, body: { note: 'Please look at my case.' } });
  expect(requested.status).toBe(200);
  const claim = await api(`/expert/cases/${caseId}/claim`, { token: expert.idToken, method: 'POST' });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);
  return caseId;
}
