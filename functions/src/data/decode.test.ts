import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { log } from '../log';
import { decodeDoc, decodeDocs, decodeWritten } from './decode';

const schema = z.object({ ownerUid: z.string().min(1), title: z.string().default('Untitled'), count: z.number() });
const doc = (id: string, data: Record<string, unknown> | undefined) => ({ id, data: () => data });

const SECRET = 'the applicant wrote this';

afterEach(() => vi.restoreAllMocks());

describe('decodeDoc', () => {
  it('answers the decoded document, with its defaults', () => {
    expect(decodeDoc(schema, doc('a', { ownerUid: 'u1', count: 2, extra: true }), 'things')).toEqual({
      ownerUid: 'u1',
      title: 'Untitled',
      count: 2,
    });
  });

  it('answers null for a missing document without logging', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(decodeDoc(schema, doc('a', undefined), 'things')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null for a malformed document and logs where it failed, never what it holds', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(decodeDoc(schema, doc('bad-1', { ownerUid: 42, title: SECRET, count: SECRET }), 'things')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Skipped a malformed stored document', {
      collection: 'things',
      documentId: 'bad-1',
      issuePaths: 'ownerUid, count',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(SECRET);
  });

  it('names nested fields by their path', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const nested = z.object({ items: z.array(z.object({ event: z.string() })) });
    expect(decodeDoc(nested, doc('n', { items: [{ event: 'ok' }, { event: 3 }] }), 'things')).toBeNull();
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ issuePaths: 'items.1.event' });
  });
});

describe('decodeDocs', () => {
  it('leaves malformed documents out of a list, logging each, and builds the rest with their ids', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const docs = [
      doc('good-1', { ownerUid: 'u1', count: 1 }),
      doc('no-owner', { count: 2 }),
      doc('good-2', { ownerUid: 'u1', title: 'Second', count: 3 }),
      doc('wrong-type', { ownerUid: 'u1', count: '4' }),
    ];
    const built = decodeDocs(schema, docs, 'things', (value, id) => ({ id, title: value.title }));
    expect(built).toEqual([
      { id: 'good-1', title: 'Untitled' },
      { id: 'good-2', title: 'Second' },
    ]);
    expect(warn.mock.calls.map(([, fields]) => fields?.['documentId'])).toEqual(['no-owner', 'wrong-type']);
  });
});

describe('decodeWritten', () => {
  it('answers a document that matches', () => {
    expect(decodeWritten(schema, doc('a', { ownerUid: 'u1', count: 0 }), 'things')).toMatchObject({ count: 0 });
  });

  it('throws, naming the fields, when what was written does not match', () => {
    expect(() => decodeWritten(schema, doc('a', { ownerUid: 'u1', count: SECRET }), 'things')).toThrow(
      'things/a does not match its schema: count',
    );
    expect(() => decodeWritten(schema, doc('a', undefined), 'things')).toThrow('things/a is missing');
  });
});
