import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addLogContext, log, throttledWarning, withLogContext } from './log';

// vi.mock is hoisted above the imports, so log.ts gets this stand-in for the Cloud Logging writer.
const written = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('firebase-functions/logger', () => ({ write: (entry: Record<string, unknown>) => written.push(entry) }));

beforeEach(() => {
  written.length = 0;
});

describe('log', () => {
  it('puts the context of the request on every line, including lines from its async work', async () => {
    await withLogContext({ requestId: 'r1' }, async () => {
      addLogContext({ uid: 'u1' });
      await Promise.resolve();
      addLogContext({ chatId: 'c1' });
      await new Promise((resolve) => setImmediate(resolve));
      log.warn('slow reply', { ms: 12 });
    });
    log.warn('outside');
    expect(written).toEqual([
      { severity: 'WARNING', message: 'slow reply', requestId: 'r1', uid: 'u1', chatId: 'c1', ms: 12 },
      { severity: 'WARNING', message: 'outside' },
    ]);
  });

  it('keeps two requests running side by side apart', async () => {
    await Promise.all(
      ['a', 'b'].map((id) =>
        withLogContext({ requestId: id }, async () => {
          addLogContext({ uid: `user-${id}` });
          await new Promise((resolve) => setTimeout(resolve, id === 'a' ? 5 : 0));
          log.error('failed');
        }),
      ),
    );
    expect(written.map((e) => [e['requestId'], e['uid']]).sort()).toEqual([
      ['a', 'user-a'],
      ['b', 'user-b'],
    ]);
  });

  it('never writes fields that could hold secrets or what users wrote', () => {
    log.error('bad request', { token: 'eyJhbGci', authorization: 'Bearer x', text: 'my passport number', payloadSize: 3, status: 400 });
    expect(written[0]).toMatchObject({
      token: '[redacted]',
      authorization: '[redacted]',
      text: '[redacted]',
      payloadSize: '[redacted]',
      status: 400,
    });
    expect(JSON.stringify(written[0])).not.toMatch(/eyJhbGci|passport|Bearer/);
  });

  it('describes an error by its kind and stack', () => {
    const error = Object.assign(new Error('5 NOT_FOUND'), { code: 5 });
    log.error('write failed', {}, error);
    expect(written[0]).toMatchObject({ error: { name: 'Error', message: '5 NOT_FOUND', code: 5 } });
    expect((written[0]?.['error'] as { stack?: string }).stack).toContain('log.test.ts');
  });

  it('drops lines below the configured level (LOG_LEVEL=warn in unit tests)', () => {
    log.info('request answered');
    log.debug('detail');
    expect(written).toEqual([]);
  });
});

describe('throttledWarning', () => {
  it('writes at most one warning per interval, with the fields of the one it writes', () => {
    let now = 0;
    const warn = throttledWarning('redis not answering', 60_000, () => now);
    warn({ attempt: 1 });
    now = 59_999;
    warn({ attempt: 2 });
    now = 60_000;
    warn({ attempt: 3 });
    expect(written).toEqual([
      { severity: 'WARNING', message: 'redis not answering', attempt: 1 },
      { severity: 'WARNING', message: 'redis not answering', attempt: 3 },
    ]);
  });
});
