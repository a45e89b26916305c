// F-1 academic students: admission by a certified school (Form I-20), the SEVIS fee, enough English and enough
// money for the first year, and a home abroad the student means to return to.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, pass } from '../findings';
import { formatUsd } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Student (F-1)'>['categoryDetails'];

function i20(details: Details): Finding {
  const ruleId = 'f1.form-i20';
  return details.hasI20
    ? pass({
        ruleId,
        reason: 'A certified school has issued your Form I-20.',
        recommendation: 'Check that the I-20 details match your passport and sign it before the interview.',
        citation: CITATIONS.f1Regulation,
      })
    : fail({
        ruleId,
        reason: 'An F-1 visa needs a Form I-20 from a school certified by the Student and Exchange Visitor Program.',
        recommendation: 'Get admitted to a SEVP-certified school and ask it to issue the I-20.',
        citation: CITATIONS.f1Regulation,
      });
}

function sevisFee(details: Details): Finding {
  const ruleId = 'f1.sevis-fee';
  return details.sevisFeePaid
    ? pass({
        ruleId,
        reason: 'You have paid the SEVIS I-901 fee.',
        recommendation: 'Bring the payment receipt to the visa interview.',
        citation: CITATIONS.sevisFee,
      })
    : fail({
        ruleId,
        reason: 'The SEVIS I-901 fee must be paid before the visa can be issued.',
        recommendation: 'Pay the I-901 fee online with the SEVIS ID from your I-20, at least a few days before the interview.',
        citation: CITATIONS.sevisFee,
      });
}

function english(details: Details): Finding {
  const ruleId = 'f1.english-proficiency';
  return details.englishProficiency
    ? pass({
        ruleId,
        reason: "You meet the school's English requirement.",
        recommendation: 'Bring your test scores to the interview.',
        citation: CITATIONS.studentVisaRegulation,
      })
    : fail({
        ruleId,
        reason: 'Students must know enough English to follow a full course of study, unless the school provides English instruction.',
        recommendation: 'Take an English test, or choose a program that includes English language training and say so on the I-20.',
        citation: CITATIONS.studentVisaRegulation,
      });
}

function funds(details: Details): Finding {
  const ruleId = 'f1.financial-support';
  const { fundsAvailable, annualCost } = details;
  if (fundsAvailable < annualCost) {
    return fail({
      ruleId,
      reason: `Your funds (${formatUsd(fundsAvailable)}) fall ${formatUsd(annualCost - fundsAvailable)} short of the first-year cost on your I-20 (${formatUsd(annualCost)}).`,
      recommendation: 'Add a sponsor, a scholarship or a loan so that documented funds cover at least the first year.',
      citation: CITATIONS.f1Regulation,
    });
  }
  return pass({
    ruleId,
    reason: `Your funds (${formatUsd(fundsAvailable)}) cover the first-year cost on your I-20 (${formatUsd(annualCost)}).`,
    recommendation: 'Bring bank statements and sponsor letters, and be ready to explain how later years will be paid.',
    citation: CITATIONS.f1Regulation,
  });
}

function residenceAbroad(details: Details): Finding | undefined {
  if (details.residenceAbroad !== false) return undefined;
  return fail({
    ruleId: 'f1.residence-abroad',
    reason: 'F-1 students must keep a residence abroad they do not intend to abandon.',
    recommendation: 'If you mean to stay permanently, an immigrant route is needed instead; an attorney can advise.',
    citation: CITATIONS.f1,
  });
}

export function evaluateStudentF1(input: EligibilityInputFor<'Student (F-1)'>): Finding[] {
  const details = input.categoryDetails;
  const home = residenceAbroad(details);
  return [i20(details), sevisFee(details), english(details), funds(details), ...(home ? [home] : [])];
}
