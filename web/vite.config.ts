import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { bundleStats } from './build/bundle-stats.ts';
import { icuCatalogs, parserlessIntl } from './build/icu-catalogs.ts';
import { LOGIN_GATE, prerenderLogin } from './build/prerender-login.ts';

/** The directive's sources in a policy such as "default-src 'self'; connect-src 'self' https://a.example". */
function directiveSources(policy: string, directive: string): string[] {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}

/** Whether a CSP source expression (an origin, `scheme:` or `https://*.host`) lets the page reach `url`. */
function allows(source: string, url: URL): boolean {
  if (source === url.protocol) return true;
  const match = /^([a-z][a-z0-9+.-]*:)\/\/(\*\.)?([^/:]+)(?::(\d+))?$/i.exec(source);
  if (!match || match[1] !== url.protocol) return false;
  const [, , wildcard, host = '', port = ''] = match;
  const hostMatches = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  return hostMatches && port === url.port;
}

/**
 * The Content-Security-Policy is a static header in firebase.json (hosting.headers): Hosting serves files, so it can
 * neither vary the policy per deployment nor mint a per-request nonce (which is also why MUI's runtime <style> tags
 * need style-src 'unsafe-inline'). A build for a deployment therefore checks that the policy's connect-src lets the
 * app reach the chat service (polling and WebSocket) and the API it is built for, and fails with the missing origins
 * rather than leaving users' browsers to refuse them.
 */
function cspAllowsBuildOrigins(): Plugin {
  let urls: URL[] = [];
  return {
    name: 'csp-allows-build-origins',
    apply: 'build',
    configResolved({ env }) {
      const socket = typeof env['VITE_SOCKET_URL'] === 'string' ? new URL(env['VITE_SOCKET_URL']) : undefined;
      const api =
        typeof env['VITE_API_URL'] === 'string' && /^https?:/.test(env['VITE_API_URL']) ? new URL(env['VITE_API_URL']) : undefined;
      urls = [api, socket, socket && new URL(socket.href.replace(/^http/, 'ws'))].filter((url): url is URL => url !== undefined);
    },
    buildStart() {
      if (urls.length === 0) return;
      const firebaseJson = fileURLToPath(new URL('../firebase.json', import.meta.url));
      const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: unknown };
      const sites = [config.hosting].flat() as Array<{ headers?: Array<{ headers?: Array<{ key: string; value: string }> }> }>;
      for (const site of sites) {
        const policy = site?.headers
          ?.flatMap((rule) => rule.headers ?? [])
          .find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
        if (!policy) continue;
        const sources = directiveSources(policy, 'connect-src');
        const missing = urls.filter((url) => !sources.some((source) => allows(source, url))).map((url) => url.origin);
        if (missing.length) {
          this.error(
            `The Content-Security-Policy in ${firebaseJson} would block ${missing.join(' and ')}: add ${missing.join(' ')} to its connect-src (README, "Security headers").`,
          );
        }
      }
    },
  };
}

/** What rolldown's chunking tells a group's `name` function about a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * The shell's icons (components/layouts/) share one chunk. Each icon a screen also shows would otherwise be a chunk of
 * its own, a request and a wrapper apiece, and every signed-in screen loads all of them with the shell anyway.
 */
const shellIcons = (id: string, context: ChunkingContext): string | null =>
  id.includes('/@mui/icons-material/') &&
  context.getModuleInfo(id)?.importers.some((importer) => importer.includes('/src/components/layouts/'))
    ? 'shell-icons'
    : null;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-side build is prerender-login's own, of the sign-in page alone.
  plugins: [react(), icuCatalogs(), ...(isSsrBuild ? [] : [cspAllowsBuildOrigins(), bundleStats(), prerenderLogin()])],
  resolve: {
    alias: [
      // The unit tests (vitest.config.ts) keep the parser: the catalog check parses every message itself.
      ...(command === 'build' ? [parserlessIntl] : []),
      ...['database', 'firestore', 'functions', 'remote-config', 'storage'].map((product) => ({
        find: `firebase/${product}`,
        replacement: fileURLToPath(new URL('./src/lib/firebase-unused/products.ts', import.meta.url)),
      })),
    ],
    // `@/` and `@shared/` are declared once, in web/tsconfig.json, and read from there.
    tsconfigPaths: true,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The app, and the gate of /login's build-time page (build/prerender-login.ts), which loads the app on demand.
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            input: { index: 'index.html', [LOGIN_GATE]: 'src/login-gate.ts' },
            // Only the icons themselves: their shared SvgIcon code stays where the bundler puts it.
            output: { codeSplitting: { groups: [{ name: shellIcons, includeDependenciesRecursively: false }] } },
          },
        }),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev`: the API stays behind the Hosting emulator, as in production.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));
