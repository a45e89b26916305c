// Which required document each file fulfils. A file may fit several items (a birth certificate is proof of a
// relationship or of the sponsor's citizenship); the files are matched to the items so that as many items as possible
// are covered (a maximum bipartite matching, files in upload order), and a file left over names the first item it
// fits. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { RequiredDocument } from '../../shared/reference/required-documents';

export interface RequirementMatch {
  /** Per file, in order: the item key it fulfils, or null when its kind fits none. */
  satisfies: Array<string | null>;
  /** The items no file fulfils. */
  missing: RequiredDocument[];
}

export function matchRequirements(kinds: readonly DocumentKind[], required: readonly RequiredDocument[]): RequirementMatch {
  const fits = kinds.map((kind) => required.flatMap((item, index) => (item.accepts.includes(kind) ? [index] : [])));
  const itemOwner: Array<number | null> = required.map(() => null);

  // Kuhn's augmenting paths: small inputs (at most 10 files, a handful of items).
  const assign = (file: number, seen: Set<number>): boolean => {
    for (const item of fits[file] ?? []) {
      if (seen.has(item)) continue;
      seen.add(item);
      const owner = itemOwner[item];
      if (owner === null || owner === undefined || assign(owner, seen)) {
        itemOwner[item] = file;
        return true;
      }
    }
    return false;
  };
  kinds.forEach((_, file) => assign(file, new Set()));

  const satisfies = kinds.map((_, file) => {
    const matched = itemOwner.indexOf(file);
    const index = matched >= 0 ? matched : fits[file]?.[0];
    return index === undefined ? null : (required[index]?.key ?? null);
  });
  return { satisfies, missing: required.filter((_, index) => itemOwner[index] === null) };
}
