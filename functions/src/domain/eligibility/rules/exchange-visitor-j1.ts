// J-1 exchange visitors: a DS-2019 from a designated sponsor, the SEVIS fee, English, funding, insurance and a home
// abroad. The two-year home-country rule of INA 212(e) does not block the J-1 itself but limits what comes after.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import { listAnd } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Exchange Visitor (J-1)'>['categoryDetails'];

function required(
  value: boolean,
  init: { ruleId: string; yes: string; no: string; fix: string; keep: string; citation: Finding['citation'] },
): Finding {
  return value
    ? pass({ ruleId: init.ruleId, reason: init.yes, recommendation: init.keep, citation: init.citation })
    : fail({ ruleId: init.ruleId, reason: init.no, recommendation: init.fix, citation: init.citation });
}

function twoYearRule(details: Details): Finding {
  const ruleId = 'j1.two-year-home-residence';
  const triggers: string[] = [];
  if (details.governmentFunded) triggers.push('your program is government funded');
  if (details.onExchangeVisitorSkillsList) triggers.push("your field is on your country's Exchange Visitor Skills List");
  if (details.programCategory === 'Physician') triggers.push('you are coming for graduate medical education or training');
  if (triggers.length === 0) {
    return pass({
      ruleId,
      reason: 'Nothing you reported makes you subject to the two-year home-country physical presence requirement.',
      recommendation: 'The consular officer records the determination on your DS-2019 and visa; check it when you receive them.',
      citation: CITATIONS.twoYearRule,
    });
  }
  return issue({
    ruleId,
    reason: `You are likely subject to the two-year home-country physical presence requirement because ${listAnd(triggers)}. Until you spend two years in your home country or obtain a waiver, you cannot get H, L or K status or a green card.`,
    recommendation:
      'This does not stop the J-1, but plan for it. Waivers exist (no-objection statement, interested government agency, persecution, exceptional hardship, and for physicians the Conrad program); an attorney can advise.',
    citation: CITATIONS.twoYearRule,
  });
}

export function evaluateExchangeVisitorJ1(input: EligibilityInputFor<'Exchange Visitor (J-1)'>): Finding[] {
  const d = input.categoryDetails;
  return [
    required(d.hasDS2019, {
      ruleId: 'j1.form-ds2019',
      yes: 'A designated program sponsor has issued your Form DS-2019.',
      no: 'A J-1 visa needs a Form DS-2019 from a program sponsor designated by the State Department.',
      fix: 'Apply to a designated sponsor for your program category and ask it to issue the DS-2019.',
      keep: 'Check that the DS-2019 program dates and category are right.',
      citation: CITATIONS.j1Program,
    }),
    required(d.sevisFeePaid, {
      ruleId: 'j1.sevis-fee',
      yes: 'You have paid the SEVIS I-901 fee.',
      no: 'The SEVIS I-901 fee must be paid before the visa interview (a few government-sponsored programs are exempt).',
      fix: 'Pay the I-901 fee, or ask your sponsor to confirm your program is exempt.',
      keep: 'Bring the receipt to the interview.',
      citation: CITATIONS.sevisFee,
    }),
    required(d.englishProficiency, {
      ruleId: 'j1.english-proficiency',
      yes: 'Your sponsor has confirmed your English is sufficient for the program.',
      no: 'Sponsors must confirm that exchange visitors have enough English to take part in the program.',
      fix: 'Take an English test or an interview with the sponsor to document your level.',
      keep: "Keep the sponsor's confirmation with your DS-2019.",
      citation: CITATIONS.j1Program,
    }),
    required(d.sufficientFunding, {
      ruleId: 'j1.funding',
      yes: 'Your program and living costs are funded.',
      no: 'You must show funding for the whole program and your living costs.',
      fix: 'Arrange funding (stipend, sponsor, savings) and get it written on the DS-2019.',
      keep: 'Bring proof of the funding shown on the DS-2019.',
      citation: CITATIONS.j1Program,
    }),
    d.healthInsurance
      ? pass({
          ruleId: 'j1.health-insurance',
          reason: 'You will have health insurance for the whole program.',
          recommendation: 'Check the policy meets the program minimums for medical cover, evacuation and repatriation.',
          citation: CITATIONS.j1Insurance,
        })
      : issue({
          ruleId: 'j1.health-insurance',
          reason:
            'Exchange visitors and their J-2 family must carry health insurance meeting set minimums for the whole program; sponsors can end the program of anyone who does not.',
          recommendation: 'Buy a qualifying policy before the program starts.',
          citation: CITATIONS.j1Insurance,
        }),
    required(d.residenceAbroad, {
      ruleId: 'j1.residence-abroad',
      yes: 'You keep a residence abroad that you do not intend to give up.',
      no: 'Exchange visitors must have a residence abroad that they do not intend to abandon.',
      fix: 'If you plan to stay permanently, an immigrant route is needed instead.',
      keep: 'Bring proof of your home abroad to the interview.',
      citation: CITATIONS.j1,
    }),
    twoYearRule(d),
  ];
}
