// How document review's English text names the people of a case, and how each issue names the person its file is
// about: "passport.pdf (the beneficiary's document) expired on …". When the user corrects whose a file is, the old
// words are taken out and the new ones put in, so a stored review's issues always say who. Pure.
import type { DocumentIssue } from '../../shared/documents/review-views';
import type { PersonRole } from '../../shared/forms/profile-facts';

const ROLE_NAMES: Readonly<Record<PersonRole, string>> = {
  petitioner: 'the petitioner',
  beneficiary: 'the beneficiary',
  jointSponsor: 'the joint sponsor',
  applicant: 'the applicant',
};

/** "the petitioner", as a sentence names the person. */
export const roleName = (role: PersonRole): string => ROLE_NAMES[role];

/** " (the petitioner's document)": what follows a file's name in an issue about that person's file. */
export const whoseDocument = (role: PersonRole): string => ` (${ROLE_NAMES[role]}'s document)`;

/** Where `fileName` first stands as a whole name (not the tail of a longer file name), or -1. */
function fileNameAt(details: string, fileName: string): number {
  for (let at = details.indexOf(fileName); at >= 0; at = details.indexOf(fileName, at + 1)) {
    if (at === 0 || /[\s(]/.test(details.charAt(at - 1))) return at;
  }
  return -1;
}

/** The details with the person named after the file's name (and a previous person's words taken out). */
export function namePerson(details: string, fileName: string, person: PersonRole | null, previous: PersonRole | null = null): string {
  const plain = previous ? details.replace(`${fileName}${whoseDocument(previous)}`, fileName) : details;
  if (!person) return plain;
  const at = fileNameAt(plain, fileName);
  if (at < 0) return plain;
  const end = at + fileName.length;
  return `${plain.slice(0, end)}${whoseDocument(person)}${plain.slice(end)}`;
}

/** Every issue of a file naming the person it is about; an issue that does not name the file is left as it is. */
export function issuesNamingPerson(
  issues: readonly DocumentIssue[],
  fileName: string,
  person: PersonRole | null,
  previous: PersonRole | null = null,
): DocumentIssue[] {
  return issues.map((issue) => ({ ...issue, details: namePerson(issue.details, fileName, person, previous) }));
}
