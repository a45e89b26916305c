// A printed form filed a second time by another person of the case (FormCopy in ./field-map.ts): the joint sponsor's
// I-864 is the petitioner's I-864 with `jointSponsor.*` facts in place of `petitioner.*`, and `i-864-joint.*` answers
// in place of `i-864.*`, so each sponsor's household, income and assets are their own. Its PDF, edition, fee,
// wording and follow-up rules are the printed form's (docs/forms-i-864.md, "The joint sponsor's I-864").
import type { FieldMapping, FormCopy, FormMap, FormQuestion, SignaturePlace, TextMapping } from './field-map';

/** The copy's id of a question of the printed form: its own prefix, or its person, in place of the original's. */
export function copyQuestionId(copy: FormCopy, id: string): string {
  if (id.startsWith(`${copy.originalPrefix}.`)) return `${copy.prefix}${id.slice(copy.originalPrefix.length)}`;
  if (id.startsWith(`${copy.originalPerson}.`)) return `${copy.person}${id.slice(copy.originalPerson.length)}`;
  return id;
}

/** The printed form's id of one of the copy's own questions ("i-864-joint.householdSize" → "i-864.householdSize"). */
export const originalOfCopyQuestion = (copy: FormCopy, id: string): string | undefined =>
  id.startsWith(`${copy.prefix}.`) ? `${copy.originalPrefix}${id.slice(copy.prefix.length)}` : undefined;

export interface CopyChanges {
  /** The choices a question of the copy offers, where they are fewer than the printed form's. */
  options?: Readonly<Record<string, readonly string[]>>;
  /** The printed form's own questions the copy does not ask (they do not apply to its person). */
  omit?: readonly string[];
}

/**
 * `map` as filed by `copy.person`: every question, signer and continuation header renamed; a choice with fewer
 * options keeps only the boxes of its options, and an omitted question none.
 */
export function formCopy(map: FormMap, name: string, copy: FormCopy, changes: CopyChanges = {}): FormMap {
  const rename = (id: string) => copyQuestionId(copy, id);
  const asked = (id: string) => !changes.omit?.includes(id);
  const offered = (mapping: FieldMapping) => {
    const options = changes.options?.[mapping.question];
    return asked(mapping.question) && (mapping.type !== 'check' || !options || options.includes(String(mapping.when)));
  };
  const field = <T extends FieldMapping | TextMapping>(mapping: T): T => ({ ...mapping, question: rename(mapping.question) });
  const question = (own: FormQuestion): FormQuestion => {
    const options = changes.options?.[own.id];
    return { ...own, id: rename(own.id), ...(options ? { options } : {}) };
  };
  const signer = (place: SignaturePlace): SignaturePlace =>
    place.signer === copy.originalPerson ? { ...place, signer: copy.person } : place;
  return {
    form: name,
    copyOf: copy,
    fields: map.fields.filter(offered).map(field),
    signatures: map.signatures.map(signer),
    ...(map.additionalInfo ? { additionalInfo: { ...map.additionalInfo, header: map.additionalInfo.header.map(field) } } : {}),
    questions: map.questions.filter((own) => asked(own.id)).map(question),
  };
}
