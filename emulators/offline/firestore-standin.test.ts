import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { FirestoreStateDocument } from '@firestore-emulator/server';
import { FirestoreStandIn, originalToV1DocumentObject } from './firestore-standin';

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

  it('merges, updates top-level and nested fields, and keeps the rest', async () => {
    const ref = db.collection('things').doc('merge');
    await ref.set({ a: 1, b: { c: 2, d: 3 }, keep: 'yes' });
    await ref.set({ a: 5 }, { merge: true });
    await ref.update({ 'b.c': 20, e: FieldValue.serverTimestamp() });
    await ref.update({ keep: 'still' });
    const data = (await ref.get()).data();
    expect(data).toMatchObject({ a: 5, b: { c: 20, d: 3 }, keep: 'still' });
    expect(data?.['e']).toBeInstanceOf(Timestamp);
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

  it('answers a stored document as the package itself would', async () => {
    await db
      .collection('things')
      .doc('all-types')
      .set({
        s: 'x',
        n: 3,
        d: 1.5,
        b: true,
        z: null,
        t: Timestamp.fromMillis(1_700_000_000_123),
        a: [1, 'two', { three: 3 }],
        m: { nested: { deeper: ['y'] } },
        r: db.doc('things/a'),
        bytes: Buffer.from('hi'),
      });
    const documents = standIn.documents().filter((entry) => entry.path.endsWith('/things/all-types'));
    expect(documents).toHaveLength(1);
    // Reach the state document through the stand-in's server, as RunQuery does.
    const state = (standIn as unknown as { server: { state: { getDocument(path: string): FirestoreStateDocument } } }).server.state;
    const document = state.getDocument(documents[0]?.path ?? '');
    expect(document.toV1DocumentObject()).toEqual(originalToV1DocumentObject.call(document));
  });

  it('restores a saved snapshot into a new server', async () => {
    await db
      .collection('things')
      .doc('b')
      .collection('parts')
      .doc('c')
      .set({ n: 2, list: ['x', 1], when: Timestamp.fromMillis(1_700_000_000_000) });
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

describe('Firestore stand-in cursors', () => {
  const port = PORT + 500;
  let standIn: FirestoreStandIn;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    // firebase-admin takes the emulator's address from the environment over its settings.
    process.env['FIRESTORE_EMULATOR_HOST'] = `127.0.0.1:${port}`;
    standIn = new FirestoreStandIn();
    await standIn.start(port);
    app = initializeApp({ projectId: 'demo-standin-cursors' }, `standin-cursors-${port}`);
    db = getFirestore(app);
    const batch = db.batch();
    // Ties on `day` (names break them), a document without the field, and one of another type.
    const days: Record<string, string | number | null> = {
      a: '2026-01-02',
      b: '2026-01-01',
      c: '2026-01-02',
      d: '2026-01-03',
      e: '2026-01-02',
      f: 7,
    };
    for (const [id, day] of Object.entries(days)) batch.set(db.collection('items').doc(id), { day, n: id.charCodeAt(0) });
    batch.set(db.collection('items').doc('g'), { n: 0 });
    await batch.commit();
  });

  afterAll(async () => {
    await deleteApp(app);
    await standIn.stop();
  });

  const ids = (snapshot: FirebaseFirestore.QuerySnapshot) => snapshot.docs.map((doc) => doc.id);

  it('pages through a where + orderBy query with startAfter(document), ties ordered by name', async () => {
    const query = db.collection('items').where('day', '<=', '2026-01-02').orderBy('day').limit(2);
    const seen: string[] = [];
    let page = await query.get();
    while (!page.empty) {
      seen.push(...ids(page));
      page = await query.startAfter(page.docs.at(-1)!).get();
    }
    expect(seen).toEqual(['b', 'a', 'c', 'e']);
  });

  it('orders numbers before strings and leaves out documents without the field', async () => {
    expect(ids(await db.collection('items').orderBy('day').limit(10).get())).toEqual(['f', 'b', 'a', 'c', 'e', 'd']);
  });

  it('takes startAt, endAt, endBefore with values, descending order and offset', async () => {
    const byDay = db.collection('items').orderBy('day');
    expect(ids(await byDay.startAt('2026-01-02').get())).toEqual(['a', 'c', 'e', 'd']);
    expect(ids(await byDay.startAfter('2026-01-02').get())).toEqual(['d']);
    expect(ids(await byDay.startAt('2026-01-01').endAt('2026-01-02').get())).toEqual(['b', 'a', 'c', 'e']);
    expect(ids(await byDay.startAt('2026-01-01').endBefore('2026-01-02').get())).toEqual(['b']);
    expect(ids(await db.collection('items').orderBy('n', 'desc').startAfter(100).get())).toEqual(['c', 'b', 'a', 'g']);
    expect(ids(await byDay.offset(2).limit(2).get())).toEqual(['a', 'c']);
  });
});
