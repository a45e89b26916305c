// Every form the filler fills, by its USCIS number; a form filed again by another person (the joint sponsor's I-864)
// is a copy of the printed form's map (./form-copy.ts).
import type { PersonRole } from '../../shared/forms/profile-facts';
import type { FormMap } from './field-map';
import { originalOfCopyQuestion } from './form-copy';
import { I_130 } from './maps/i-130';
import { I_129F } from './maps/i-129f';
import { I_131 } from './maps/i-131';
import { I_485 } from './maps/i-485';
import { I_539 } from './maps/i-539';
import { I_751 } from './maps/i-751';
import { I_765 } from './maps/i-765';
import { I_90 } from './maps/i-90';
import { I_864 } from './maps/i-864';
import { I_864_JOINT_SPONSOR } from './maps/i-864-joint-sponsor';
import { N_400 } from './maps/n-400';

export const FORM_MAPS: readonly FormMap[] = [I_130, I_485, I_864, I_864_JOINT_SPONSOR, I_765, I_131, I_90, I_751, N_400, I_539, I_129F];

export const formMapFor = (form: string): FormMap | undefined => FORM_MAPS.find((map) => map.form === form);

/**
 * Whom a printed form is about, whose name and A-Number head its continuation sheet and whose document it is: the
 * petitioner's petition and affidavit, the applicant of a form filed for oneself, a copy's own person (the joint
 * sponsor), else the beneficiary.
 */
const FORM_PERSON: Readonly<Record<string, PersonRole>> = {
  'I-130': 'petitioner',
  'I-864': 'petitioner',
  'I-129F': 'petitioner',
  'I-90': 'applicant',
  'I-751': 'applicant',
  'N-400': 'applicant',
  'I-539': 'applicant',
};
export const formPerson = (form: string): PersonRole => formMapFor(form)?.copyOf?.person ?? FORM_PERSON[form] ?? 'beneficiary';

/** The printed form a form of the case is: a copy's original ("I-864 (joint sponsor)" → "I-864"), else itself. */
export const printedForm = (form: string): string => formMapFor(form)?.copyOf?.form ?? form;

/** The printed form's id of a question: a copy's own question maps to the original's, any other id is itself. */
export function printedQuestionId(id: string): string {
  for (const map of FORM_MAPS) {
    const original = map.copyOf && originalOfCopyQuestion(map.copyOf, id);
    if (original) return original;
  }
  return id;
}
