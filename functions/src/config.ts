import { z } from 'zod';

// The only module that reads process.env. Everything else imports `config`.
const envSchema = z
  .object({
    GCLOUD_PROJECT: z.string().min(1).default('demo-immigration-ai'),
    STORAGE_BUCKET: z.string().min(1).optional(),
    /** Origins allowed by CORS: the Hosting origin and the Vite dev origin, comma separated. */
    ALLOWED_ORIGINS: z.string().default('http://127.0.0.1:5000,http://localhost:5000,http://127.0.0.1:5173,http://localhost:5173'),
    /** Where the web app is served: share links point at its public pages (/shared/reports/<token>). */
    PUBLIC_APP_URL: z.string().url().default('http://127.0.0.1:5000'),
    AI_PROVIDER: z.enum(['vertex', 'offline']).optional(),
    VERTEX_PROJECT: z.string().min(1).optional(),
    VERTEX_LOCATION: z.string().min(1).default('us-central1'),
    VERTEX_MODEL: z.string().min(1).default('gemini-2.5-flash'),
    VERTEX_BASE_URL: z.string().url().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
    /** How long the offline assistant reuses the knowledge base it read from Firestore. */
    KNOWLEDGE_TTL_MS: z.coerce.number().int().nonnegative().default(60000),
    /** How long the chat service waits for replies in progress when it is asked to stop (Cloud Run allows 10 s). */
    CHAT_DRAIN_MS: z.coerce.number().int().nonnegative().default(8000),
    /**
     * The Redis (Memorystore) the chat service's instances share their rooms' broadcasts through (the socket.io Redis
     * streams adapter). Without it one instance keeps its rooms in memory.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** The least severe log lines written; tests raise it to keep their output readable. */
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    // Cloud Run sets PORT for the chat service; the Functions runtime sets it to something else.
    PORT: z.string().optional(),
    /**
     * The address the chat service listens on. Cloud Run (which sets K_SERVICE) only reaches a container that listens
     * on every interface; anywhere else the default is loopback, and the launcher sets 127.0.0.1 explicitly.
     */
    HOST: z.string().min(1).optional(),
    K_SERVICE: z.string().optional(),
    /** Set by the Functions emulator, which also sets K_SERVICE. */
    FUNCTIONS_EMULATOR: z.string().optional(),
    /**
     * Whether every JSON answer of a route with a contract is parsed against its answer schema, and a mismatch
     * answered 500 (http/contracts/serve.ts). Off in production (a deployed service: K_SERVICE outside the emulator),
     * on everywhere else: the emulator stack and every test.
     */
    CHECK_API_ANSWERS: z.enum(['on', 'off']).optional(),
    /** Who answers a status update: USCIS's Case Status API, or the applicant recording notices by hand. */
    CASE_STATUS_PROVIDER: z.enum(['uscis', 'manual']).default('manual'),
    /** The sandbox, which knows only USCIS's test receipt numbers; production is https://api.uscis.gov. */
    USCIS_API_BASE_URL: z.string().url().default('https://api-int.uscis.gov'),
    USCIS_CLIENT_ID: z.string().min(1).optional(),
    USCIS_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * The AES-256 key that seals the form answers' SSNs and A-Numbers, base64 (32 bytes). In production it is a
     * Secret Manager secret bound to this variable; it never lives in the repository (docs/forms.md, "Sensitive answers").
     */
    ANSWERS_KEY: z.string().min(1).optional(),
    /** A file holding that key, base64: the local stack keeps one beside its data (emulators/launcher.ts). */
    ANSWERS_KEY_FILE: z.string().min(1).optional(),
    /** Budget of one status check, token request included. */
    USCIS_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  })
  .superRefine((env, ctx) => {
    if (env.CASE_STATUS_PROVIDER !== 'uscis') return;
    for (const name of ['USCIS_CLIENT_ID', 'USCIS_CLIENT_SECRET'] as const) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when CASE_STATUS_PROVIDER=uscis (the credentials of your app at developer.uscis.gov)`,
        });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

export type CaseStatusSettings =
  { provider: 'manual' } | { provider: 'uscis'; uscis: { baseUrl: string; clientId: string; clientSecret: string; timeoutMs: number } };

function caseStatusSettings(env: Env): CaseStatusSettings {
  const { USCIS_CLIENT_ID: clientId, USCIS_CLIENT_SECRET: clientSecret } = env;
  // The schema already refused uscis without credentials; the check only narrows the types.
  if (env.CASE_STATUS_PROVIDER === 'manual' || clientId === undefined || clientSecret === undefined) return { provider: 'manual' };
  return {
    provider: 'uscis',
    uscis: { baseUrl: env.USCIS_API_BASE_URL.replace(/\/+$/, ''), clientId, clientSecret, timeoutMs: env.USCIS_TIMEOUT_MS },
  };
}

function readConfig() {
  const env = envSchema.parse(process.env);
  const projectId = env.GCLOUD_PROJECT;
  const vertexConfigured = Boolean(env.VERTEX_PROJECT);
  return {
    projectId,
    storageBucket: env.STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    appUrl: env.PUBLIC_APP_URL.replace(/\/+$/, ''),
    ai: {
      provider: env.AI_PROVIDER ?? (vertexConfigured ? 'vertex' : 'offline'),
      vertex: {
        project: env.VERTEX_PROJECT ?? projectId,
        location: env.VERTEX_LOCATION,
        model: env.VERTEX_MODEL,
        baseUrl: env.VERTEX_BASE_URL,
      },
      timeoutMs: env.AI_TIMEOUT_MS,
      knowledgeTtlMs: env.KNOWLEDGE_TTL_MS,
    },
    caseStatus: caseStatusSettings(env),
    chatDrainMs: env.CHAT_DRAIN_MS,
    redisUrl: env.REDIS_URL ?? null,
    logLevel: env.LOG_LEVEL,
    chatPort: /^\d+$/.test(env.PORT ?? '') ? Number(env.PORT) : 5050,
    chatHost: env.HOST ?? (env.K_SERVICE ? '0.0.0.0' : '127.0.0.1'),
    answersKey: {
      value: env.ANSWERS_KEY,
      file: env.ANSWERS_KEY_FILE,
      deployed: Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true',
    },
    checkApiAnswers: env.CHECK_API_ANSWERS ? env.CHECK_API_ANSWERS === 'on' : !env.K_SERVICE || env.FUNCTIONS_EMULATOR === 'true',
  } as const;
}

export type Config = ReturnType<typeof readConfig>;
export const config: Config = readConfig();
