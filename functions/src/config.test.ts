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

/** A fresh config for this environment, or the error its parsing throws. */
async function configWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { config } = await import('./config.js');
  return config;
}

const NO_CASE_STATUS_ENV = {
  CASE_STATUS_PROVIDER: undefined,
  USCIS_API_BASE_URL: undefined,
  USCIS_CLIENT_ID: undefined,
  USCIS_CLIENT_SECRET: undefined,
  USCIS_TIMEOUT_MS: undefined,
};

describe('case status provider', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is manual by default', async () => {
    expect((await configWith(NO_CASE_STATUS_ENV)).caseStatus).toEqual({ provider: 'manual' });
  });

  it('talks to the USCIS sandbox with a 10 s budget unless told otherwise', async () => {
    const config = await configWith({
      ...NO_CASE_STATUS_ENV,
      CASE_STATUS_PROVIDER: 'uscis',
      USCIS_CLIENT_ID: 'id',
      USCIS_CLIENT_SECRET: 'secret',
    });

    expect(config.caseStatus).toEqual({
      provider: 'uscis',
      uscis: { baseUrl: 'https://api-int.uscis.gov', clientId: 'id', clientSecret: 'secret', timeoutMs: 10000 },
    });
  });

  it('takes the base URL (without a trailing slash) and the timeout', async () => {
    const config = await configWith({
      CASE_STATUS_PROVIDER: 'uscis',
      USCIS_API_BASE_URL: 'https://api.uscis.gov/',
      USCIS_CLIENT_ID: 'id',
      USCIS_CLIENT_SECRET: 'secret',
      USCIS_TIMEOUT_MS: '2500',
    });

    expect(config.caseStatus).toMatchObject({ provider: 'uscis', uscis: { baseUrl: 'https://api.uscis.gov', timeoutMs: 2500 } });
  });

  it('refuses to start the uscis provider without its credentials, naming what is missing', async () => {
    const error = await configWith({ ...NO_CASE_STATUS_ENV, CASE_STATUS_PROVIDER: 'uscis', USCIS_CLIENT_ID: 'id' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('USCIS_CLIENT_SECRET is required when CASE_STATUS_PROVIDER=uscis');
    expect((error as Error).message).not.toContain('USCIS_CLIENT_ID is required');
  });

  it('ignores missing credentials while the provider is manual', async () => {
    expect((await configWith({ ...NO_CASE_STATUS_ENV, CASE_STATUS_PROVIDER: 'manual' })).caseStatus.provider).toBe('manual');
  });

  it.each([
    ['CASE_STATUS_PROVIDER', 'robot'],
    ['USCIS_TIMEOUT_MS', '0'],
    ['USCIS_API_BASE_URL', 'not a url'],
  ])('refuses %s=%s', async (name, value) => {
    await expect(configWith({ ...NO_CASE_STATUS_ENV, [name]: value })).rejects.toThrow(name);
  });
});

describe('chat service adapter', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps rooms in memory without REDIS_URL, and shares them through the Redis it names', async () => {
    expect((await configWith({ REDIS_URL: undefined })).redisUrl).toBeNull();
    expect((await configWith({ REDIS_URL: 'redis://10.0.0.3:6379' })).redisUrl).toBe('redis://10.0.0.3:6379');
  });

  it('refuses a REDIS_URL that is not a Redis address', async () => {
    await expect(configWith({ REDIS_URL: 'http://10.0.0.3' })).rejects.toThrow(/REDIS_URL/);
  });
});

describe('answer checks', () => {
  afterEach(() => vi.unstubAllEnvs());
  const checks = async (env: Record<string, string | undefined>) =>
    (await configWith({ CHECK_API_ANSWERS: undefined, FUNCTIONS_EMULATOR: undefined, K_SERVICE: undefined, ...env })).checkApiAnswers;

  it('are on in tests and on the emulator stack, off in a deployed service', async () => {
    expect(await checks({})).toBe(true);
    expect(await checks({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(await checks({ K_SERVICE: 'api' })).toBe(false);
  });

  it('follow CHECK_API_ANSWERS when it is set', async () => {
    expect(await checks({ K_SERVICE: 'api', CHECK_API_ANSWERS: 'on' })).toBe(true);
    expect(await checks({ CHECK_API_ANSWERS: 'off' })).toBe(false);
  });
});
