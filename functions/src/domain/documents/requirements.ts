// Which required document each file fulfils; a passport fulfils an item that asks for one country's passport only when
// its zone names that country. A file may fit several items (a birth certificate is proof of a
// relationship or of the sponsor's citizenship); the files are matched to the items so that as many items as possible
// are covered (a maximum bipartite matching, files in upload order), and a file left over names the first item it
// fits. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { PersonRole } from '../../shared/forms/profile-facts';
import type { RequiredDocument } from '../../shared/reference/required-documents';

export interface RequirementMatch {
  /** Per file, in order: the item key it fulfils, or null when its kind fits none. */
  satisfies: Array<string | null>;
  /** The items no file fulfils. */
  missing: RequiredDocument[];
}

/**
 * A file as the matching sees it: its kind, a passport's nationality (ICAO code) when its zone gave one, and whose
 * document it is when the case's people tell (people-match.ts).
 */
export interface MatchedFile {
  kind: DocumentKind;
  nationality?: string;
  person?: PersonRole | null;
}

/**
 * A reviewed file as the matching sees it, at upload and when matched again alike: a blank form fulfils nothing, and
 * a passport's nationality is the one its identity holds (its machine-readable zone's, when it has one).
 */
export function matchedFile(
  doc: { kind: DocumentKind; identity: { nationality?: string }; person: PersonRole | null },
  blank: boolean,
): MatchedFile {
  return {
    kind: blank ? 'unknown' : doc.kind,
    ...(doc.kind === 'passport' && doc.identity.nationality ? { nationality: doc.identity.nationality } : {}),
    person: doc.person,
  };
}

const fitsItem = (file: MatchedFile, item: RequiredDocument): boolean =>
  item.accepts.includes(file.kind) &&
  (item.passportOf === undefined || file.kind !== 'passport' || file.nationality === item.passportOf) &&
  (item.person === undefined || !file.person || file.person === item.person);

export function matchRequirements(files: readonly MatchedFile[], required: readonly RequiredDocument[]): RequirementMatch {
  const fits = files.map((file) => required.flatMap((item, index) => (fitsItem(file, item) ? [index] : [])));
  const itemOwner = assignFiles(fits, required.length);
  const satisfies = files.map((_, file) => {
    const matched = itemOwner.indexOf(file);
    const index = matched >= 0 ? matched : fits[file]?.[0];
    return index === undefined ? null : (required[index]?.key ?? null);
  });
  return { satisfies, missing: required.filter((item, index) => itemOwner[index] === null && !item.optional) };
}

/**
 * The file that fulfils each of `itemCount` items, or null, covering as many items as possible: `fits[file]` lists
 * the items a file fits, and each file fulfils one item at most. Files earlier in the list are placed first.
 */
export function assignFiles(fits: readonly (readonly number[])[], itemCount: number): Array<number | null> {
  const itemOwner: Array<number | null> = Array.from({ length: itemCount }, () => null);

  // Kuhn's augmenting paths: small inputs (tens of files, a handful of items).
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
  fits.forEach((_, file) => assign(file, new Set()));
  return itemOwner;
}
