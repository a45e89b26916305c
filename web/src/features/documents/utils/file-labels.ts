// Names to tell chosen files apart by, for the remove buttons and progress bars: two files may share a name.

/** ["a.pdf", "b.pdf", "a.pdf"] -> ["a.pdf", "b.pdf", "a.pdf (2)"]. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
