import { afterEach, describe, expect, it, vi } from 'vitest';

/** config.ts reads process.env once, when first imported; each case imports a fresh copy. */
async function chatHostWith(env: Record<string, string | undefined>): Promise<string> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { config } = await import('./config.js');
  return config.chatHost;
}

describe('chat service address', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('listens on loopback by default, so a machine running it by hand does not expose it', async () => {
    expect(await chatHostWith({ HOST: undefined, K_SERVICE: undefined })).toBe('127.0.0.1');
  });

  it('listens on every interface on Cloud Run, which only reaches such a container', async () => {
    expect(await chatHostWith({ HOST: undefined, K_SERVICE: 'chat' })).toBe('0.0.0.0');
  });

  it('takes HOST when it is set', async () => {
    expect(await chatHostWith({ HOST: '0.0.0.0', K_SERVICE: undefined })).toBe('0.0.0.0');
    expect(await chatHostWith({ HOST: '127.0.0.1', K_SERVICE: 'chat' })).toBe('127.0.0.1');
  });
});
