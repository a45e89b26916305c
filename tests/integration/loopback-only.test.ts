// The local stack listens on loopback only. The offline Firestore and Storage stand-ins check no credentials and
// evaluate no rules, and the Auth emulator hands out tokens for any account: reachable from the network, they would
// give anyone there every user's data. Each port is tried on this machine's own non-loopback addresses (never another
// host) and must refuse, while answering on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { PORTS } from '../../emulators/lib/paths';

const emulators = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { emulators: Record<string, { port?: number }> }).emulators;
const STACK_PORTS: Record<string, number> = {
  firestore: PORTS.firestore,
  storage: PORTS.storage,
  chat: PORTS.chat,
  auth: PORTS.auth,
  functions: PORTS.functions,
  hosting: PORTS.hosting,
  ...(emulators['hub']?.port ? { 'emulator hub': emulators['hub'].port } : {}),
  ...(emulators['logging']?.port ? { 'emulator logging': emulators['logging'].port } : {}),
};

/** This machine's own addresses other than loopback; IPv6 link-local ones carry their interface. */
const OWN_ADDRESSES = Object.entries(networkInterfaces()).flatMap(([name, addresses]) =>
  (addresses ?? [])
    .filter((address) => !address.internal)
    .map((address) => (address.family === 'IPv6' && address.address.startsWith('fe80:') ? `${address.address}%${name}` : address.address)),
);

/** True when a TCP connection opens; refused, unreachable or silent (2 s) count as not reachable. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 2000 });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const reason = 'skipped: this machine has no network address other than loopback to try';
if (OWN_ADDRESSES.length === 0) console.log(`Loopback-only suite ${reason}`);

describe.skipIf(OWN_ADDRESSES.length === 0)(`the stack listens on loopback only${OWN_ADDRESSES.length ? '' : ` (${reason})`}`, () => {
  it('answers on 127.0.0.1 (so a refusal elsewhere means something)', async () => {
    for (const [service, port] of Object.entries(STACK_PORTS)) {
      expect(await reachable('127.0.0.1', port), `${service} on 127.0.0.1:${port}`).toBe(true);
    }
  });

  it(`refuses on this machine's other addresses (${OWN_ADDRESSES.join(', ')})`, async () => {
    const exposed: string[] = [];
    for (const address of OWN_ADDRESSES) {
      for (const [service, port] of Object.entries(STACK_PORTS)) {
        if (await reachable(address, port)) exposed.push(`${service} on ${address}:${port}`);
      }
    }
    expect(exposed).toEqual([]);
  });
});
