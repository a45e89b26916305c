import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

export type StackMode = 'full' | 'offline';

export interface ModeChoice {
  mode: StackMode;
  reason: string;
}

const require = createRequire(import.meta.url);

function javaMajorVersion(): number | undefined {
  try {
    const out = execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseJavaVersion(out);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    return stderr ? parseJavaVersion(stderr) : undefined;
  }
}

export function parseJavaVersion(text: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The jar names firebase-tools expects in its cache, read from its own download table. */
function requiredJars(): string[] {
  const infoPath = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as Record<string, { downloadPathRelativeToCacheDir?: string }>;
  return ['firestore', 'storage'].map((name) => info[name]?.downloadPathRelativeToCacheDir).filter((jar): jar is string => Boolean(jar));
}

/** Full mode needs Java 21+ and the official jars already on disk; nothing is downloaded. */
export function chooseMode(forced?: string): ModeChoice {
  if (forced === 'offline') return { mode: 'offline', reason: 'STACK_MODE=offline was requested' };
  const java = javaMajorVersion();
  const cacheDir = join(homedir(), '.cache', 'firebase', 'emulators');
  let present: string[] = [];
  try {
    present = readdirSync(cacheDir);
  } catch {
    present = [];
  }
  const missing = requiredJars().filter((jar) => !present.includes(jar));
  if (java !== undefined && java >= 21 && missing.length === 0) {
    return { mode: 'full', reason: `Java ${java} and the official emulator jars are present` };
  }
  const reasons: string[] = [];
  if (java === undefined) reasons.push('no Java found');
  else if (java < 21) reasons.push(`Java ${java} found, the official Firestore and Storage emulators need Java 21+`);
  if (missing.length) reasons.push(`missing ${missing.join(', ')} in ${cacheDir}`);
  if (forced === 'full') throw new Error(`STACK_MODE=full was requested but ${reasons.join('; ')}`);
  return { mode: 'offline', reason: reasons.join('; ') };
}
