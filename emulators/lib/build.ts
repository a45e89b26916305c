import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';
import { run } from './processes';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const oldestOutput = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : 0);

interface Target {
  name: string;
  inputs: string[];
  output: string;
  workspace: string;
}

const TARGETS: Target[] = [
  {
    name: 'functions',
    inputs: ['functions/src', 'functions/package.json', 'functions/tsconfig.json', 'functions/tsconfig.build.json'],
    output: 'functions/lib/index.js',
    workspace: 'functions',
  },
  {
    name: 'web',
    inputs: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/package.json', 'functions/src/domain'],
    output: 'web/dist/index.html',
    workspace: 'web',
  },
];

/** Builds what changed since the last build, so a restart is quick. */
export async function buildIfStale(force = false): Promise<void> {
  for (const target of TARGETS) {
    const inputTime = Math.max(...target.inputs.map((input) => newestMtime(join(ROOT, input))));
    const outputTime = oldestOutput(join(ROOT, target.output));
    if (!force && outputTime > inputTime) {
      console.log(`• ${target.name}: up to date`);
      continue;
    }
    console.log(`• building ${target.name}…`);
    const code = await run('npm', ['run', 'build', '-w', target.workspace, '--silent'], { cwd: ROOT });
    if (code !== 0) throw new Error(`Building ${target.name} failed (exit ${code})`);
  }
}
