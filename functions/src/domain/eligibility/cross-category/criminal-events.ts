// The criminal grounds (INA 212(a)(2)) read from the list of events (shared/eligibility/bar-facts-schema.ts): a
// trafficking conviction, a controlled-substance conviction beyond the 212(h) marijuana exception, a crime involving
// moral turpitude beyond the petty-offense and youthful-offender exceptions, an aggravated felony, two convictions
// with five years of sentences, prostitution within ten years: each bars unless an approved waiver lifts it. What
// needs judgement (a crime whose maximum penalty is unknown, a DUI, an arrest) is for an attorney. Asylum has its own
// bars (208(b)(2)). Figures: facts/bar-rules.ts. Pure.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import type { CriminalEvent } from '../../../shared/eligibility/bar-facts-schema';
import { addYears, ageOn, formatLongDate } from '../../../shared/eligibility/dates';
import type { Citation, Finding } from '../../../shared/eligibility/types';
import { CITATIONS } from '../citations';
import { barNumber } from '../facts/bar-rules';
import { fail, issue, pass } from '../findings';
import type { Situation } from '../situation';

const RULE = 'cross.criminal';

/** The grounds a 212(h) waiver (Form I-601) can lift, by the source their findings cite; the path asks for it. */
export const WAIVABLE_CRIMINAL_GROUNDS: readonly string[] = [
  CITATIONS.moralTurpitude,
  CITATIONS.multipleConvictions,
  CITATIONS.prostitution,
  CITATIONS.criminalWaiver,
].map((citation) => citation.reference);
const when = (event: CriminalEvent) => (event.date ? ` on ${formatLongDate(event.date)}` : '');
const ATTORNEY = 'An attorney must read the court record (the statute, the judgment and the sentence) before you file.';

/** A criminal ground lifted by an approved waiver (212(h), filed on Form I-601), or the bar it is. */
function barUnlessWaived(situation: Situation, reason: string, citation: Citation, waivable: boolean): Finding {
  const waiver = situation.waiver('212(h)') === 'approved' || situation.waiver('I-601') === 'approved';
  if (waivable && waiver) {
    return pass({
      ruleId: RULE,
      reason: `${reason} Your waiver of the criminal grounds (INA 212(h)) is approved.`,
      recommendation: 'Bring the approval notice and the certified court records to the interview.',
      citation: CITATIONS.criminalWaiver,
    });
  }
  return fail({
    ruleId: RULE,
    reason: `${reason} It makes you inadmissible.`,
    recommendation: waivable
      ? `A waiver under INA 212(h) (Form I-601) may be possible, for example on extreme hardship to a U.S.-citizen or permanent-resident spouse, parent, son or daughter. ${ATTORNEY}`
      : `No waiver exists for it. ${ATTORNEY}`,
    citation,
  });
}

function moralTurpitude(input: EligibilityInput, situation: Situation, crimes: CriminalEvent[], today: string): Finding {
  if (crimes.length === 1) {
    const crime = crimes[0]!;
    const youthful =
      crime.date !== undefined &&
      ageOn(input.dob, crime.date) < barNumber('youthfulOffenderAge') &&
      addYears(crime.date, barNumber('youthfulOffenderYears')) < today;
    if (youthful) {
      return pass({
        ruleId: RULE,
        reason: `Your one crime involving moral turpitude was committed before you turned ${barNumber('youthfulOffenderAge')}, more than ${barNumber('youthfulOffenderYears')} years ago: the youthful offender exception applies.`,
        recommendation:
          'The exception also needs any confinement to have ended more than five years ago. Bring the certified court record.',
        citation: CITATIONS.pettyOffense,
      });
    }
    if (crime.maxPenaltyMonths === undefined) {
      return issue({
        ruleId: RULE,
        reason: `You report one conviction for a crime involving moral turpitude${when(crime)}, but not the longest sentence the law allowed for it, which decides whether the petty offense exception applies.`,
        recommendation: `The exception covers one such crime whose maximum penalty was one year or less, with a sentence of six months or less. ${ATTORNEY}`,
        citation: CITATIONS.pettyOffense,
      });
    }
    const sentence = crime.sentenceMonths ?? 0;
    if (crime.maxPenaltyMonths <= barNumber('pettyOffenseMaxPenaltyMonths') && sentence <= barNumber('pettyOffenseSentenceMonths')) {
      return pass({
        ruleId: RULE,
        reason: `Your one crime involving moral turpitude could be punished by at most ${crime.maxPenaltyMonths} months, and the sentence was ${sentence} months: the petty offense exception applies, so it does not make you inadmissible.`,
        recommendation: 'Disclose it on every form and bring the certified court record to the interview.',
        citation: CITATIONS.pettyOffense,
      });
    }
  }
  const counted =
    crimes.length === 1
      ? 'A conviction for a crime involving moral turpitude'
      : `${crimes.length} convictions for crimes involving moral turpitude`;
  const beyond =
    crimes.length === 1 ? ' beyond the petty offense exception (a maximum penalty over a year, or a sentence over six months)' : '';
  return barUnlessWaived(situation, `${counted}${beyond}.`, CITATIONS.moralTurpitude, true);
}

function controlledSubstance(situation: Situation, possessions: CriminalEvent[]): Finding {
  const only = possessions.length === 1 ? possessions[0] : undefined;
  const limit = barNumber('marijuanaWaiverGrams');
  if (only?.quantityGrams !== undefined && only.quantityGrams <= limit) {
    const waiver = barUnlessWaived(
      situation,
      `A conviction for possessing ${only.quantityGrams} g of a controlled substance${when(only)}.`,
      CITATIONS.controlledSubstance,
      true,
    );
    if (waiver.outcome === 'pass') return waiver;
    return issue({
      ruleId: RULE,
      reason: `A conviction for possessing ${only.quantityGrams} g of a controlled substance makes you inadmissible, but a single offense of simple possession of ${limit} g or less of marijuana can be waived under INA 212(h).`,
      recommendation: `If it was marijuana, file a waiver (Form I-601) with the application. ${ATTORNEY}`,
      citation: CITATIONS.criminalWaiver,
    });
  }
  const how = only?.quantityGrams !== undefined ? ` of ${only.quantityGrams} g, more than the ${limit} g the 212(h) waiver allows` : '';
  const counted =
    possessions.length === 1
      ? `A conviction for possessing a controlled substance${how}`
      : `${possessions.length} controlled substance convictions`;
  return barUnlessWaived(situation, `${counted}.`, CITATIONS.controlledSubstance, false);
}

function prostitution(events: CriminalEvent[], today: string): Finding | null {
  const acts = events.filter((event) => event.offence === 'prostitution');
  if (acts.length === 0) return null;
  const years = barNumber('prostitutionYears');
  const recent = acts.filter((event) => event.date === undefined || addYears(event.date, years) > today);
  if (recent.length === 0) return null;
  if (recent.some((event) => event.date === undefined)) {
    return issue({
      ruleId: RULE,
      reason: `Engaging in prostitution within ${years} years of applying makes a person inadmissible; the date was not given.`,
      recommendation: `Add the date. ${ATTORNEY}`,
      citation: CITATIONS.prostitution,
    });
  }
  return fail({
    ruleId: RULE,
    reason: `Engaging in prostitution within ${years} years of applying makes a person inadmissible.`,
    recommendation: `A waiver under INA 212(h) may be possible. ${ATTORNEY}`,
    citation: CITATIONS.prostitution,
  });
}

function asylumFindings(convictions: CriminalEvent[]): Finding[] {
  if (convictions.some((event) => event.offence === 'aggravated-felony' || event.offence === 'controlled-substance-trafficking')) {
    return [
      fail({
        ruleId: RULE,
        reason:
          'A conviction for an aggravated felony (drug trafficking is one) counts as a particularly serious crime, which bars asylum.',
        recommendation: `Withholding of removal or protection under the Convention Against Torture may still be possible. ${ATTORNEY}`,
        citation: CITATIONS.asylumCriminalBars,
      }),
    ];
  }
  if (convictions.length === 0) return [];
  return [
    issue({
      ruleId: RULE,
      reason:
        'A conviction can bar asylum if it was for a particularly serious crime, which is judged from the offense, the sentence and the facts.',
      recommendation: ATTORNEY,
      citation: CITATIONS.asylumCriminalBars,
    }),
  ];
}

/** The findings of the listed events; empty when none is listed. */
export function criminalEventFindings(input: EligibilityInput, situation: Situation, today: string): Finding[] {
  const events = input.criminalHistory.events;
  if (events.length === 0) return [];
  const convictions = events.filter((event) => event.kind === 'conviction');
  if (input.category === 'Asylum/Refugee') return asylumFindings(convictions);

  const findings: Finding[] = [];
  const of = (offence: CriminalEvent['offence']) => convictions.filter((event) => event.offence === offence);
  const trafficking = events.filter((event) => event.offence === 'controlled-substance-trafficking');
  if (trafficking.some((event) => event.kind === 'conviction')) {
    findings.push(
      barUnlessWaived(
        situation,
        'A drug trafficking conviction gives reason to believe you are a trafficker (and is an aggravated felony).',
        CITATIONS.trafficking,
        false,
      ),
    );
  } else if (trafficking.length > 0) {
    findings.push(
      issue({
        ruleId: RULE,
        reason:
          'An arrest or charge for drug trafficking, even without a conviction, can give an officer reason to believe you are a trafficker, which bars admission.',
        recommendation: ATTORNEY,
        citation: CITATIONS.trafficking,
      }),
    );
  }
  if (of('aggravated-felony').length > 0) {
    findings.push(barUnlessWaived(situation, 'A conviction for an aggravated felony.', CITATIONS.aggravatedFelony, false));
  }
  if (of('controlled-substance-possession').length > 0)
    findings.push(controlledSubstance(situation, of('controlled-substance-possession')));
  if (of('moral-turpitude').length > 0) findings.push(moralTurpitude(input, situation, of('moral-turpitude'), today));
  const sentenced = convictions.reduce((sum, event) => sum + (event.sentenceMonths ?? 0), 0);
  if (convictions.length >= 2 && sentenced >= barNumber('multipleConvictionsMonths')) {
    findings.push(
      barUnlessWaived(
        situation,
        `${convictions.length} convictions with sentences adding up to ${sentenced} months (five years or more).`,
        CITATIONS.multipleConvictions,
        true,
      ),
    );
  }
  const recentProstitution = prostitution(events, today);
  if (recentProstitution) findings.push(recentProstitution);
  const judged = convictions.filter((event) => ['dui', 'domestic-violence', 'other'].includes(event.offence));
  if (judged.length > 0) {
    findings.push(
      issue({
        ruleId: RULE,
        reason:
          'A conviction for driving under the influence, domestic violence or another offense may or may not be a ground of inadmissibility: it depends on the statute and the facts (some are crimes involving moral turpitude).',
        recommendation: ATTORNEY,
        citation: CITATIONS.criminalGrounds,
      }),
    );
  }
  const unconvicted = events.filter((event) => event.kind !== 'conviction' && event.offence !== 'controlled-substance-trafficking');
  if (unconvicted.length > 0) {
    findings.push(
      issue({
        ruleId: RULE,
        reason:
          'An arrest or charge without a conviction is usually not a bar, but it must be disclosed, and admitting the facts of certain crimes can count like a conviction.',
        recommendation:
          'Get the certified court disposition for every arrest and charge, and have an attorney review them before any interview.',
        citation: CITATIONS.criminalGrounds,
      }),
    );
  }
  return findings;
}
