// Answers the forms need that follow from others. Most people's mailing address is their home, and the profile asks
// it once (`mailingIsHome`), but the forms print both: the mailing address is then the current home address. And the
// petitioner and the beneficiary share their marriage: the I-130 asks its date and place of the petitioner, the
// I-485 of the beneficiary, and the two must agree.
import { ADDRESS, PERSON_ROLES } from '../../shared/forms/profile-facts';
import { isAnswered as given, type Answer, type Answers } from './field-map';

const PARTS = Object.keys(ADDRESS);
const MARRIAGE = ['marriageDate', 'marriageCity', 'marriageState', 'marriageCountry'];

export function withDerivedAnswers(answers: Answers): Answers {
  const derived: Record<string, Answer> = { ...answers };
  for (const role of PERSON_ROLES) {
    if (answers[`${role}.mailingIsHome`] === false) continue;
    if (PARTS.some((part) => given(answers[`${role}.mailing.${part}`]))) continue;
    for (const part of PARTS) {
      const home = answers[`${role}.address.0.${part}`];
      if (given(home)) derived[`${role}.mailing.${part}`] = home;
    }
  }
  for (const fact of MARRIAGE) {
    const [petitioner, beneficiary] = [`petitioner.${fact}`, `beneficiary.${fact}`];
    if (!given(derived[beneficiary]) && given(answers[petitioner])) derived[beneficiary] = answers[petitioner];
    if (!given(derived[petitioner]) && given(answers[beneficiary])) derived[petitioner] = answers[beneficiary];
  }
  return derived;
}
