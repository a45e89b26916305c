// What a case's document is, for the evidence checks: the kind document review gave it (read from its text,
// domain/documents/classify.ts), plus tags read from the file's name for what review does not tell apart: an I-94,
// the I-693 medical exam, the I-864A, a death certificate, a W-2, and the kinds of evidence that a marriage is real.
// The review's kind is the reliable part. A name says what the user called the file, which is right when they named
// it for what it is ("joint-lease-2024.pdf") and silent otherwise; review also calls any text-free portrait image a
// passport-style photo, so a name that says it is a wedding or trip photo wins over that kind.
import { isDocumentKind, type DocumentKind } from '../../../shared/documents/document-kinds';

/** The kinds of evidence that a marriage is real (bona fide) that USCIS lists in the I-130 instructions. */
export const MARRIAGE_EVIDENCE_KINDS = [
  'joint-residence',
  'joint-finances',
  'insurance',
  'children-birth-certificates',
  'photos-over-time',
  'affidavits',
] as const;
export type MarriageEvidenceKind = (typeof MARRIAGE_EVIDENCE_KINDS)[number];

export type NameTag = 'i-94' | 'form-i-693' | 'form-i-864a' | 'death-certificate' | 'w-2' | MarriageEvidenceKind;
export type EvidenceTag = DocumentKind | NameTag;

/** A document of the case, as plain as the check needs it: its review kind (any string) and its file name. */
export interface CaseDocument {
  kind: string;
  name: string;
  /** The holder's name document review read from it (a passport's name), when it read one. */
  holder?: string;
}

interface NameRule<Tag extends NameTag> {
  tag: Tag;
  /** Matched against the name lower-cased, without accents, with _ - . as spaces. English, Spanish, French, German. */
  pattern: RegExp;
  /** The review kinds the rule applies to; any when absent. */
  kinds?: readonly DocumentKind[];
}

const PASSPORT_PHOTO = /\bpassport\b|pasaporte|passeport|reisepass/;

/** Other documents: several tags may apply. */
const DOCUMENT_RULES: readonly NameRule<NameTag>[] = [
  { tag: 'i-94', pattern: /\bi ?94\b|arrival departure record|registro de (llegada|entrada)/ },
  { tag: 'form-i-693', pattern: /\bi ?693\b|medical exam|examen medico|civil surgeon|cirujano civil|visite medicale/ },
  // Review has no kind of its own for the I-864A, the household member's contract with the sponsor.
  { tag: 'form-i-864a', pattern: /\bi ?864 ?a\b|contract between sponsor and household member/ },
  { tag: 'death-certificate', pattern: /\bdeath\b|defuncion|\bdeces\b|sterbeurkunde|totenschein/ },
  { tag: 'w-2', pattern: /\bw ?2s?\b/ },
];

/** Marriage evidence: the first rule that matches gives a document its one kind, so no file counts twice. */
const MARRIAGE_RULES: readonly NameRule<MarriageEvidenceKind>[] = [
  {
    tag: 'joint-residence',
    pattern: /\blease\b|rental agreement|\bdeed\b|mortgage|arrendamiento|alquiler|escritura|hipoteca|\bbail\b|mietvertrag|grundbuch/,
  },
  {
    tag: 'joint-finances',
    pattern: /\bjoint\b|conjunt[ao]|mancomunad[ao]|compte (joint|commun)|gemeinsam|married filing jointly/,
    kinds: ['bank-statement', 'tax-return', 'relationship-evidence', 'unknown'],
  },
  { tag: 'insurance', pattern: /insurance|\bpolicy\b|seguro|poliza|assurance|versicherung/ },
  {
    tag: 'children-birth-certificates',
    pattern:
      /\bchild|\bson\b|daughter|\bbaby\b|\bhij[oa]s?\b|\bnin[oa]s?\b|\bbebe\b|enfant|\bfils\b|\bfille\b|\bkind(er)?\b|\bsohn\b|tochter/,
    kinds: ['birth-certificate'],
  },
  { tag: 'affidavits', pattern: /affidavit|sworn statement|declaracion jurada|attestation|eidesstattlich/ },
  {
    tag: 'photos-over-time',
    pattern: /photo|picture|\bpics?\b|wedding|honeymoon|vacation|\btrip\b|\bfotos?\b|\bboda\b|mariage|hochzeit|urlaub|\bbilder\b|album/,
  },
];

/** Lower case, without accents, with _ - . as spaces: how names are compared. */
export const normalized = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ');

const applies = (rule: NameRule<NameTag>, kind: DocumentKind, name: string): boolean =>
  (rule.kinds === undefined || rule.kinds.includes(kind)) && rule.pattern.test(name);

/** The kind of marriage evidence a document is, by its name, or undefined. */
export function marriageEvidenceKind(document: CaseDocument): MarriageEvidenceKind | undefined {
  const kind = isDocumentKind(document.kind) ? document.kind : 'unknown';
  const name = normalized(document.name);
  const rule = MARRIAGE_RULES.find((candidate) => applies(candidate, kind, name));
  // A passport-style photo is not a photo of the couple.
  if (rule?.tag === 'photos-over-time' && PASSPORT_PHOTO.test(name)) return undefined;
  return rule?.tag;
}

/** Everything a document may count as: its review kind (unknown for a kind review does not have) and its name tags. */
export function documentTags(document: CaseDocument): ReadonlySet<EvidenceTag> {
  const kind = isDocumentKind(document.kind) ? document.kind : 'unknown';
  const name = normalized(document.name);
  const tags = new Set<EvidenceTag>([kind]);
  for (const rule of DOCUMENT_RULES) if (applies(rule, kind, name)) tags.add(rule.tag);
  const marriage = marriageEvidenceKind(document);
  if (marriage) tags.add(marriage);
  // Review's "passport-style photo" is any portrait image without text: a named photo of the couple is not one.
  if (marriage === 'photos-over-time') tags.delete('passport-photo');
  return tags;
}
