// `BUNDLE_STATS=<file> vite build` also writes what each chunk holds, by package: the bench's bundle report
// (tests/bench/login-bundle.ts) reads it to say what each package costs a route. A normal build writes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface PackageSize {
  /** Bytes of the package's code in the chunk, minified. */
  bytes: number;
  /** Those bytes gzipped on their own: a share of the chunk's gzipped size, not an exact part of it. */
  gzip: number;
}

export interface ChunkStats {
  file: string;
  /** The chunk's own code gzipped (level 9), as a browser would download it. */
  gzip: number;
  /** The module the chunk was built for (a route's lazy component, the entry), relative to web/. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  packages: Record<string, PackageSize>;
}

/** "react-dom", "@mui/material", or the app's own folder ("app: features/cases") a module id belongs to. */
export function packageOf(id: string, root: string): string {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (match?.[1]) return match[1];
  // A virtual module names its source after its prefix ("\0icu-catalog:<catalog path>", build/icu-catalogs.ts).
  const path = relative(root, id.replace(/^\0[\w-]+:/, '').replace(/\?.*$/, ''));
  if (path.startsWith('../functions/src/shared/')) return `shared: ${path.split('/')[4] ?? ''}`;
  const parts = path.split('/');
  return parts[0] === 'src' && parts.length > 2 ? `app: ${parts.slice(1, parts[1] === 'features' ? 3 : 2).join('/')}` : `app: ${path}`;
}

export function bundleStats(): Plugin {
  let root = '';
  return {
    name: 'bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const target = process.env['BUNDLE_STATS'];
      if (!target) return;
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages: Record<string, PackageSize> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id, root);
          const size = (packages[name] ??= { bytes: 0, gzip: 0 });
          size.bytes += module.renderedLength;
          if (module.code) size.gzip += gzipSync(module.code, { level: 9 }).length;
        }
        chunks.push({
          file: output.fileName,
          gzip: gzipSync(output.code, { level: 9 }).length,
          facade: output.facadeModuleId ? relative(root, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages,
        });
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify({ chunks }, null, 1));
    },
  };
}
