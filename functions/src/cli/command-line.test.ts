import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR, selectTarget } from './command-line';

const NAMES = [
  'LOG_LEVEL',
  'GCLOUD_PROJECT',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
];

describe('selectTarget', () => {
  let saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
    for (const name of NAMES) delete process.env[name];
  });
  afterEach(() => {
    for (const name of NAMES) {
      const value = saved[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('without a project points at the emulators and says so', () => {
    expect(selectTarget(null, { showAuth: false })).toBe(
      `the local emulators (project ${EMULATOR.project}, Firestore ${EMULATOR.firestore})`,
    );
    expect(selectTarget(null, { showAuth: true })).toBe(
      `the local emulators (project ${EMULATOR.project}, Auth ${EMULATOR.auth}, Firestore ${EMULATOR.firestore})`,
    );
    expect(process.env['FIREBASE_STORAGE_EMULATOR_HOST']).toBe(EMULATOR.storage);
    expect(process.env['LOG_LEVEL']).toBe('warn');
  });

  it('keeps emulator hosts already set', () => {
    process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:18080';
    expect(selectTarget(null, { showAuth: false })).toContain('Firestore 127.0.0.1:18080');
  });

  it('with a project drops every emulator host', () => {
    process.env['FIRESTORE_EMULATOR_HOST'] = EMULATOR.firestore;
    process.env['STORAGE_EMULATOR_HOST'] = EMULATOR.storage;
    expect(selectTarget('my-project', { showAuth: true })).toBe('project my-project (application default credentials)');
    expect(process.env['GCLOUD_PROJECT']).toBe('my-project');
    expect(process.env['FIRESTORE_EMULATOR_HOST']).toBeUndefined();
    expect(process.env['STORAGE_EMULATOR_HOST']).toBeUndefined();
  });
});
