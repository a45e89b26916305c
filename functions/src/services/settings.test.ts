// The order of a Settings save across Auth and Firestore, with both faked: a failure leaves neither half changed.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({
  authName: 'Old Name' as string | null,
  account: {
    email: 'a@example.com',
    displayName: 'Old Name',
    settings: {} as Record<string, unknown>,
    billingEmail: undefined,
    invoicePreferences: undefined,
  },
  failFirestore: false,
  failAuthUndo: false,
  calls: [] as string[],
}));

vi.mock('../data/account-repo', () => ({
  getAccount: vi.fn(async () => ({ ...store.account, settings: { ...store.account.settings } })),
  getAuthDisplayName: vi.fn(async () => store.authName),
  updateAuthDisplayName: vi.fn(async (_uid: string, name: string | null) => {
    store.calls.push(`auth:${name}`);
    if (store.failAuthUndo && name === 'Old Name') throw new Error('auth down');
    store.authName = name;
  }),
  saveAccount: vi.fn(async (_uid: string, changes: { displayName?: string; settings?: Record<string, unknown> }) => {
    store.calls.push('firestore');
    if (store.failFirestore) throw new Error('firestore down');
    if (changes.displayName !== undefined) store.account.displayName = changes.displayName;
    Object.assign(store.account.settings, changes.settings);
  }),
}));

// Two-factor sign-in is read from Auth (services/two-factor.ts); here, an account without a second factor.
vi.mock('./two-factor', () => ({ twoFactorState: vi.fn(async () => ({ enabled: false, phoneEnding: null })) }));

vi.mock('../log', () => ({ log: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } }));

import { saveSettings } from './settings';

const USER = { uid: 'u1', email: 'a@example.com' };

beforeEach(() => {
  store.authName = 'Old Name';
  store.account = { email: 'a@example.com', displayName: 'Old Name', settings: {}, billingEmail: undefined, invoicePreferences: undefined };
  store.failFirestore = false;
  store.failAuthUndo = false;
  store.calls = [];
});

describe('saveSettings', () => {
  it('changes the Auth name, then the stored settings', async () => {
    const saved = await saveSettings(USER, { fullName: 'New Name', darkMode: true });
    expect(store.calls).toEqual(['auth:New Name', 'firestore']);
    expect(saved).toMatchObject({ fullName: 'New Name', darkMode: true });
    expect(store.authName).toBe('New Name');
  });

  it('puts the Auth name back when the Firestore write fails', async () => {
    store.failFirestore = true;
    await expect(saveSettings(USER, { fullName: 'New Name' })).rejects.toThrow('firestore down');
    expect(store.calls).toEqual(['auth:New Name', 'firestore', 'auth:Old Name']);
    expect(store.authName).toBe('Old Name');
    expect(store.account.displayName).toBe('Old Name');
  });

  it('removes the Auth name again when the account had none', async () => {
    store.authName = null;
    store.failFirestore = true;
    await expect(saveSettings(USER, { fullName: 'New Name' })).rejects.toThrow();
    expect(store.authName).toBeNull();
  });

  it('answers the Firestore error even when putting the name back fails too', async () => {
    store.failFirestore = true;
    store.failAuthUndo = true;
    await expect(saveSettings(USER, { fullName: 'New Name' })).rejects.toThrow('firestore down');
  });

  it('leaves Auth alone when the name does not change or is not sent', async () => {
    await saveSettings(USER, { fullName: 'Old Name' });
    await saveSettings(USER, { darkMode: true });
    expect(store.calls).toEqual(['firestore', 'firestore']);
  });

  it('writes nothing for an empty save', async () => {
    await expect(saveSettings(USER, {})).rejects.toThrow('Nothing to update');
    expect(store.calls).toEqual([]);
  });
});
