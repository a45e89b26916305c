import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { FirestoreStandIn } from './firestore-standin';

const PORT = 18_000 + Math.floor(Math.random() * 1000);

describe('Firestore stand-in', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fs-standin-'));
  const snapshot = join(dir, 'snapshot.json');
  let standIn: FirestoreStandIn;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    process.env['FIRESTORE_EMULATOR_HOST'] = `127.0.0.1:${PORT}`;
    standIn = new FirestoreStandIn(snapshot);
    await standIn.start(PORT);
    app = initializeApp({ projectId: 'demo-standin-test' }, `standin-${PORT}`);
    db = getFirestore(app);
  });

  afterAll(async () => {
    await deleteApp(app);
    await standIn.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies every server timestamp of one write', async () => {
    const ref = db.collection('things').doc('a');
    await ref.set({ name: 'x', createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    const data = (await ref.get()).data();
    expect(data?.['createdAt']).toBeInstanceOf(Timestamp);
    expect(data?.['updatedAt']).toBeInstanceOf(Timestamp);
  });

  it('commits a batch all or nothing', async () => {
    const kept = db.collection('things').doc('kept');
    await kept.set({ n: 1 });
    const batch = db.batch();
    batch.set(db.collection('things').doc('new'), { n: 2 });
    batch.update(kept, { n: 3 });
    batch.update(db.collection('things').doc('missing'), { n: 4 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    expect((await db.collection('things').doc('new').get()).exists).toBe(false);
    expect((await kept.get()).data()).toEqual({ n: 1 });
    expect((await db.collection('things').doc('missing').get()).exists).toBe(false);
  });

  it('restores a saved snapshot into a new server', async () => {
    await db.collection('things').doc('b').collection('parts').doc('c').set({ n: 2, list: ['x', 1], when: Timestamp.fromMillis(1_700_000_000_000) });
    await standIn.save();
    const restored = new FirestoreStandIn(snapshot);
    await restored.start(PORT + 1);
    const otherApp = initializeApp({ projectId: 'demo-standin-test' }, `standin-${PORT + 1}`);
    try {
      const other = getFirestore(otherApp);
      other.settings({ host: `127.0.0.1:${PORT + 1}`, ssl: false });
      const part = (await other.doc('things/b/parts/c').get()).data();
      expect(part).toEqual({ n: 2, list: ['x', 1], when: Timestamp.fromMillis(1_700_000_000_000) });
      expect((await other.doc('things/a').get()).get('name')).toBe('x');
    } finally {
      await deleteApp(otherApp);
      await restored.stop();
    }
  });
});
