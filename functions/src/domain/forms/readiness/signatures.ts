// Who signs where: the filler never fills a signature (domain/forms/fill.ts), so the packet says, form by form and in
// each form's own parts and items, who must sign by hand. USCIS rejects a form without a valid signature.
import { msg, type KeyIn, type Message } from '../../../shared/i18n/message';
import type { FormMap, SignaturePlace } from '../field-map';
import { FORM_MAPS } from '../form-maps';
import { wholeForm, type Problem } from './problem';

const SIGNERS: Readonly<Record<string, KeyIn<'forms'>>> = {
  petitioner: 'forms:signerPetitioner',
  beneficiary: 'forms:signerBeneficiary',
  jointSponsor: 'forms:signerJointSponsor',
  applicant: 'forms:signerApplicant',
  interpreter: 'forms:signerInterpreter',
  preparer: 'forms:signerPreparer',
};

/** The officer signs a part at the interview: the applicant's signature there waits for it too. */
const OFFICER = 'uscis-officer';

export interface SignatureNote {
  form: string;
  part: string;
  item: string;
  signer: string;
  /** "Form I-130, Part 6, Item 6.a: the petitioner signs." */
  message: Message;
}

const signerMessage = (signer: string): Message => {
  const key = SIGNERS[signer];
  return key ? msg(key) : msg('forms:signerOther', { signer });
};

function notesOf(map: FormMap): SignatureNote[] {
  const atInterview = new Set(map.signatures.filter((place) => place.signer === OFFICER).map((place) => place.part));
  return map.signatures
    .filter((place) => place.signer !== OFFICER)
    .map((place: SignaturePlace): SignatureNote => {
      const params = { form: map.form, part: place.part, item: place.item, signer: signerMessage(place.signer) };
      const key = atInterview.has(place.part) ? 'forms:signAtInterview' : 'forms:signHere';
      return { form: map.form, part: place.part, item: place.item, signer: place.signer, message: msg(key, params) };
    });
}

/**
 * The sign-here notes of the package, form by form in its order; a form we do not fill (the I-130A, the I-693)
 * gets one note to sign it where it asks.
 */
export function signatureNotes(forms: readonly string[], maps: readonly FormMap[] = FORM_MAPS): SignatureNote[] {
  return forms.flatMap((form) => {
    const map = maps.find((candidate) => candidate.form === form);
    if (map) return notesOf(map);
    return [{ form, part: '', item: '', signer: '', message: msg('forms:signUnmappedForm', { form }) }];
  });
}

/** One warning per form: it is not ready until it is signed by hand, at the places its notes name. */
export function signatureProblems(forms: readonly string[], maps: readonly FormMap[] = FORM_MAPS): Problem[] {
  return forms.map((form): Problem => {
    const map = maps.find((candidate) => candidate.form === form);
    const places = map?.signatures.filter((place) => place.signer !== OFFICER) ?? [];
    return {
      kind: 'signature',
      severity: 'warning',
      message: msg('forms:readySignByHand', { form }),
      refs: places.length > 0 ? places.map((place) => ({ form, part: place.part, item: place.item })) : [wholeForm(form)],
    };
  });
}
