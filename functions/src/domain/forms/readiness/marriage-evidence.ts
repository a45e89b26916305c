// Evidence that the marriage is real (bona fide), counted by kind: USCIS weighs how many kinds a couple shows more
// than how many pages. None is a blocker, since the I-130 instructions ask for it with a spouse's petition; one or two
// kinds a warning, since thin evidence draws requests for evidence. The kinds come from file names
// (document-tags.ts), which is what the user told us, not what we read: docs/forms-readiness.md says how reliable.
import { msg, type KeyIn } from '../../../shared/i18n/message';
import { marriageEvidenceKind, MARRIAGE_EVIDENCE_KINDS, type CaseDocument, type MarriageEvidenceKind } from './document-tags';
import { wholeForm, type Problem } from './problem';

/** Each kind's name, for the packet's evidence list. */
export const MARRIAGE_EVIDENCE_LABELS: Readonly<Record<MarriageEvidenceKind, KeyIn<'forms'>>> = {
  'joint-residence': 'forms:marriageEvidenceJointResidence',
  'joint-finances': 'forms:marriageEvidenceJointFinances',
  insurance: 'forms:marriageEvidenceInsurance',
  'children-birth-certificates': 'forms:marriageEvidenceChildren',
  'photos-over-time': 'forms:marriageEvidencePhotos',
  affidavits: 'forms:marriageEvidenceAffidavits',
};

/** Fewer kinds than this draw a warning. */
export const ENOUGH_KINDS = 3;

export interface MarriageEvidence {
  /** The files of each kind. */
  byKind: Record<MarriageEvidenceKind, string[]>;
  /** How many kinds have at least one file. */
  kinds: number;
  /** Files review read as relationship evidence whose name says no kind: the user may rename them to count. */
  unsorted: string[];
}

export function countMarriageEvidence(documents: readonly CaseDocument[]): MarriageEvidence {
  const byKind = Object.fromEntries(MARRIAGE_EVIDENCE_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    MarriageEvidenceKind,
    string[]
  >;
  const unsorted: string[] = [];
  for (const document of documents) {
    const kind = marriageEvidenceKind(document);
    if (kind) byKind[kind].push(document.name);
    else if (document.kind === 'relationship-evidence') unsorted.push(document.name);
  }
  return { byKind, kinds: MARRIAGE_EVIDENCE_KINDS.filter((kind) => byKind[kind].length > 0).length, unsorted };
}

/** `form`: the form the evidence goes with, the I-130 of a marriage petition or the I-751 that removes conditions. */
export function marriageEvidenceProblems(documents: readonly CaseDocument[], form: 'I-130' | 'I-751' = 'I-130'): Problem[] {
  const { kinds, unsorted } = countMarriageEvidence(documents);
  const refs = [wholeForm(form)];
  if (kinds === 0) {
    return [
      {
        kind: 'marriage-evidence',
        severity: 'blocker',
        message: msg('forms:readyMarriageEvidenceNone', { unsorted: unsorted.length }),
        refs,
      },
    ];
  }
  if (kinds < ENOUGH_KINDS) {
    return [
      {
        kind: 'marriage-evidence',
        severity: 'warning',
        message: msg('forms:readyMarriageEvidenceThin', { kinds, unsorted: unsorted.length }),
        refs,
      },
    ];
  }
  return [];
}
