// Each bench figure printed beside the one the previous run measured on this machine, kept in
// .test-artifacts/bench/figures.json (not committed: a fresh clone shows "no previous run").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const FILE = '.test-artifacts/bench/figures.json';

function readPrevious(): Record<string, number> {
  if (!existsSync(FILE)) return {};
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

const previous = readPrevious();
const current: Record<string, number> = {};

/** "118.2 KB (previous 197.8 KB)"; remembers `value` for the next run once this process ends. */
export function figure(name: string, value: number, unit: string, digits = 1): string {
  current[name] = value;
  const before = previous[name];
  return `${value.toFixed(digits)} ${unit} (${before === undefined ? 'no previous run' : `previous ${before.toFixed(digits)} ${unit}`})`;
}

process.on('exit', () => {
  if (Object.keys(current).length === 0) return;
  mkdirSync(dirname(FILE), { recursive: true });
  writeFileSync(FILE, JSON.stringify({ ...readPrevious(), ...current }, null, 1));
});
