// Writes dist/login.html: index.html with the sign-in page rendered into it at build time, so /login shows its form,
// and takes typing, before any of the app's JavaScript loads. Its one script is the gate (src/login-gate.ts), which
// loads the app at the applicant's first press or focus; the page itself comes from src/app/login-prerender.tsx,
// rendered by a server-side build of that module. Hosting serves it for /login (firebase.json), as `vite preview`
// does by its name. See docs/decisions/0003-prerendered-login.md.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { PrerenderedLogin } from '../src/app/login-prerender.tsx';
import { PRERENDERED_ID, ROOT_ID } from '../src/lib/prerendered-page.ts';

/** The gate's entry name in the client build (vite.config.ts). */
export const LOGIN_GATE = 'login-gate';
const SSR_ENTRY = 'src/app/login-prerender.tsx';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html made into the sign-in page: the gate instead of the app's entry (with the gate's own imports preloaded
 * instead of the app's), a hidden #root for the app, which notes the app's entry and its imports for the gate to
 * load, and the rendered page beside it, hidden until the gate has checked that it fits this browser.
 */
export function loginHtml(indexHtml: string, gate: { file: string; imports: string[] }, page: PrerenderedLogin): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  const root = `<div id="${ROOT_ID}"></div>`;
  if (!entry || !indexHtml.includes(root)) throw new Error('index.html has no module entry or #root to replace');
  const appImports = [...indexHtml.matchAll(PRELOAD)].map((match) => match[1]);
  const preloads = gate.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const prerendered =
    `<div id="${ROOT_ID}" hidden data-entry="${escapeAttribute(entry)}" data-preloads="${escapeAttribute(appImports.join(' '))}"></div>\n` +
    `    <div id="${PRERENDERED_ID}" hidden data-locale="${escapeAttribute(page.locale)}" data-color-mode="${page.colorMode}">${page.markup}</div>`;
  return indexHtml
    .replace(PRELOAD, '')
    .replace(ENTRY, [`<script type="module" crossorigin src="/${gate.file}"></script>`, ...preloads].join('\n    '))
    .replace(root, prerendered);
}

export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  let gate: { file: string; imports: string[] } | undefined;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === LOGIN_GATE);
      if (chunk?.type === 'chunk') gate = { file: chunk.fileName, imports: chunk.imports };
    },
    async closeBundle() {
      if (!gate) throw new Error(`The client build has no ${LOGIN_GATE} entry`);
      // Inside node_modules, so the built module finds the packages it leaves external.
      const ssrDir = join(root, 'node_modules', '.cache', 'prerender-login');
      await mkdir(ssrDir, { recursive: true });
      try {
        await build({
          configFile,
          root,
          mode,
          logLevel: 'warn',
          build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const module = (await import(pathToFileURL(join(ssrDir, 'login-prerender.js')).href)) as {
          renderLoginPage(): Promise<PrerenderedLogin>;
        };
        const page = await module.renderLoginPage();
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, 'login.html'), loginHtml(indexHtml, gate, page));
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
