import { describe, expect, it } from 'vitest';
import { createCaseStatusProvider } from './provider';

describe('case status provider from config', () => {
  it('is manual by default, and its check says there is no automatic source', async () => {
    const provider = createCaseStatusProvider({ provider: 'manual' });

    expect(provider.name).toBe('manual');
    expect(await provider.check('EAC2190123456')).toEqual({ kind: 'manual' });
  });

  it('is the USCIS client when configured', () => {
    const provider = createCaseStatusProvider({
      provider: 'uscis',
      uscis: { baseUrl: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret', timeoutMs: 1000 },
    });

    expect(provider.name).toBe('uscis');
  });
});
