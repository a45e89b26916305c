// Do two documents name the same person? Tolerant of what legitimately differs between documents (word order,
// case, accents, MRZ fillers, a middle name or an initial left out, hyphenated or compound surnames) and of nothing
// else: a different given name or surname is a different person. Pure.
import { foldText } from './text';

/** Words that are not part of a name: titles and labels that extraction may leave in. */
const NOISE = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SR', 'JR', 'NAME', 'SURNAME', 'GIVEN', 'NAMES']);

/** A name as comparable tokens: "Núñez-García, José M." -> ["NUNEZ", "GARCIA", "JOSE", "M"]. */
export function nameTokens(name: string): string[] {
  return foldText(name)
    .replace(/</g, ' ')
    .replace(/[^A-Z\s'-]/g, ' ')
    .replace(/['-]/g, ' ')
    .split(/\s+/)
    .filter((token) => token.length > 0 && !NOISE.has(token));
}

const tokenMatches = (a: string, b: string) => a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/** Whether every token of `fewer` matches a distinct token of `more` (an initial matches the name it starts). */
function coveredBy(fewer: readonly string[], more: readonly string[]): boolean {
  const left = [...more];
  // Whole words first, so an initial does not take the word another token needs.
  const ordered = [...fewer].sort((a, b) => b.length - a.length);
  for (const token of ordered) {
    const at = left.findIndex((candidate) => tokenMatches(token, candidate));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * Whether two names can be the same person. Every word of the shorter name must appear in the longer one, in any
 * order (an initial stands for a word it starts), and at least one whole word must be shared: "J. Smith" may be
 * "John Smith", but "Jane Smith" is not.
 */
export function sameName(a: string, b: string): boolean {
  const [x, y] = [nameTokens(a), nameTokens(b)];
  if (x.length === 0 || y.length === 0) return false;
  const [fewer, more] = x.length <= y.length ? [x, y] : [y, x];
  return coveredBy(fewer, more) && fewer.some((token) => token.length > 1);
}
