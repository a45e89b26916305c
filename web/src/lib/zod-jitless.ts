// zod builds its fast parsers with eval, which the CSP refuses and reports (README, "Security headers"). This is
// zod.config({ jitless: true }), set through the global zod keeps its config in before any schema exists: importing
// zod here would put it in the sign-in page's bundle. The entry (main.tsx) imports this first.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });
