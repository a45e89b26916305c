// Family-based petitions (Form I-130). Who may petition for whom depends on the petitioner's status, the
// relationship, and for children their age and marital status.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { addYears, ageOn, formatLongDate } from '../../../shared/eligibility/dates';
import { fail, issue, pass } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';
import type { I864Exemption } from '../../../shared/eligibility/bar-facts-schema';

type Input = EligibilityInputFor<'Family-Based'>;

/** Immediate relatives have no annual quota; everyone else waits for a visa number in a preference category. */
type Classification = 'IR' | 'F1' | 'F2A' | 'F2B' | 'F3' | 'F4';

const PREFERENCE_NAMES: Record<Exclude<Classification, 'IR'>, string> = {
  F1: 'first preference (F1)',
  F2A: 'second preference (F2A)',
  F2B: 'second preference (F2B)',
  F3: 'third preference (F3)',
  F4: 'fourth preference (F4)',
};

interface RelationshipResult {
  finding: Finding;
  classification?: Classification;
}

const RULE = 'family.qualifying-relationship';

function qualified(classification: Classification, reason: string, citation = CITATIONS.immediateRelatives): RelationshipResult {
  const recommendation =
    classification === 'IR'
      ? 'As an immediate relative you do not wait for a visa number: the petitioner files Form I-130 and you can apply for the green card as soon as the law allows.'
      : `You are in the ${PREFERENCE_NAMES[classification]} category, which has an annual limit: after the I-130 is filed, follow the Visa Bulletin for your priority date.`;
  return { classification, finding: pass({ ruleId: RULE, reason, recommendation, citation }) };
}

function missingPetitionerAge(relative: string): RelationshipResult {
  return {
    finding: issue({
      ruleId: RULE,
      reason: `A U.S. citizen must be at least 21 to petition for a ${relative}, and we do not know the petitioner's age.`,
      recommendation: "Add the petitioner's age and run the check again.",
      citation: relative === 'parent' ? CITATIONS.immediateRelatives : CITATIONS.familyFourthPreference,
    }),
  };
}

function assessRelationship(input: Input, today: string): RelationshipResult {
  const details = input.categoryDetails;
  const isCitizen = details.petitionerStatus === 'U.S. citizen';

  switch (details.relationshipType) {
    case 'Spouse':
      return isCitizen
        ? qualified('IR', 'The spouse of a U.S. citizen is an immediate relative.')
        : qualified('F2A', 'A permanent resident may petition for a spouse (second preference, F2A).', CITATIONS.familySecondPreference);

    case 'Child': {
      const unmarried = details.beneficiaryUnmarried;
      if (unmarried === undefined) {
        return {
          finding: issue({
            ruleId: RULE,
            reason: 'Whether a son or daughter qualifies depends on marital status, which was not given.',
            recommendation: 'Tell us whether you are unmarried (never married, divorced or widowed) and run the check again.',
            citation: CITATIONS.familySecondPreference,
          }),
        };
      }
      const age = ageOn(input.dob, today);
      if (isCitizen) {
        if (unmarried && age < 21)
          return qualified(
            'IR',
            `As an unmarried child under 21 (you are ${age}) of a U.S. citizen you are an immediate relative.`,
            CITATIONS.childDefinition,
          );
        if (unmarried)
          return qualified(
            'F1',
            `As an unmarried son or daughter aged 21 or over of a U.S. citizen you qualify in the first preference (F1).`,
            CITATIONS.familyFirstPreference,
          );
        return qualified(
          'F3',
          'As a married son or daughter of a U.S. citizen you qualify in the third preference (F3).',
          CITATIONS.familyThirdPreference,
        );
      }
      if (!unmarried) {
        return {
          finding: fail({
            ruleId: RULE,
            reason:
              'A permanent resident can petition only for a spouse and unmarried children; married sons and daughters are not covered.',
            recommendation: 'If the petitioner naturalizes, they can petition for you as a married son or daughter of a U.S. citizen (F3).',
            citation: CITATIONS.familySecondPreference,
          }),
        };
      }
      return age < 21
        ? qualified(
            'F2A',
            `As an unmarried child under 21 (you are ${age}) of a permanent resident you qualify in the second preference (F2A).`,
            CITATIONS.familySecondPreference,
          )
        : qualified(
            'F2B',
            'As an unmarried son or daughter aged 21 or over of a permanent resident you qualify in the second preference (F2B).',
            CITATIONS.familySecondPreference,
          );
    }

    case 'Parent':
      if (!isCitizen) {
        return {
          finding: fail({
            ruleId: RULE,
            reason: 'A permanent resident cannot petition for a parent; only spouses and unmarried children are covered.',
            recommendation:
              'Once your son or daughter becomes a U.S. citizen and is at least 21, they can petition for you as an immediate relative.',
            citation: CITATIONS.familySecondPreference,
          }),
        };
      }
      if (details.petitionerAge === undefined) return missingPetitionerAge('parent');
      if (details.petitionerAge < 21) {
        return {
          finding: fail({
            ruleId: RULE,
            reason: `The petitioner is ${details.petitionerAge}; a U.S. citizen must be at least 21 to petition for a parent.`,
            recommendation: 'The petitioner can file once they turn 21.',
            citation: CITATIONS.immediateRelatives,
          }),
        };
      }
      return qualified(
        'IR',
        `The parent of a U.S. citizen aged 21 or over (the petitioner is ${details.petitionerAge}) is an immediate relative.`,
      );

    case 'Sibling':
      if (!isCitizen) {
        return {
          finding: fail({
            ruleId: RULE,
            reason: 'A permanent resident cannot petition for a brother or sister; only U.S. citizens aged 21 or over can.',
            recommendation: 'Your sibling can petition for you after naturalizing, once they are at least 21.',
            citation: CITATIONS.familyFourthPreference,
          }),
        };
      }
      if (details.petitionerAge === undefined) return missingPetitionerAge('brother or sister');
      if (details.petitionerAge < 21) {
        return {
          finding: fail({
            ruleId: RULE,
            reason: `The petitioner is ${details.petitionerAge}; a U.S. citizen must be at least 21 to petition for a brother or sister.`,
            recommendation: 'The petitioner can file once they turn 21.',
            citation: CITATIONS.familyFourthPreference,
          }),
        };
      }
      return qualified(
        'F4',
        'Brothers and sisters of U.S. citizens aged 21 or over qualify in the fourth preference (F4).',
        CITATIONS.familyFourthPreference,
      );
  }
}

function marriageFindings(input: Input, today: string): Finding[] {
  const details = input.categoryDetails;
  if (details.relationshipType !== 'Spouse') return [];
  const findings: Finding[] = [];
  const { marriageDate } = details;
  if (marriageDate === undefined) {
    findings.push(
      issue({
        ruleId: 'family.marriage-date',
        reason: 'The date of the marriage was not given, so we could not check it.',
        recommendation: 'Add the marriage date. A spouse petition needs a legally valid marriage that has already taken place.',
        citation: CITATIONS.immediateRelatives,
      }),
    );
  } else if (marriageDate > today) {
    findings.push(
      fail({
        ruleId: 'family.marriage-date',
        reason: `The marriage date (${formatLongDate(marriageDate)}) is in the future; a spouse petition needs a marriage that has already taken place.`,
        recommendation:
          'If the petitioner is a U.S. citizen and you plan to marry in the United States, look at the K-1 fiancé(e) visa instead.',
        citation: CITATIONS.immediateRelatives,
      }),
    );
  } else if (addYears(marriageDate, 2) > today) {
    findings.push(
      pass({
        ruleId: 'family.conditional-residence',
        reason: 'Your marriage is less than two years old, so a green card based on it would be conditional, valid for two years.',
        recommendation: 'Within the 90 days before the conditional card expires, file Form I-751 together to remove the conditions.',
        citation: CITATIONS.conditionalResidence,
      }),
    );
  }
  if ((details.priorMarriages ?? 0) > 0) {
    findings.push(
      issue({
        ruleId: 'family.prior-marriages',
        reason: 'Earlier marriages were reported; the current marriage is valid only if each of them legally ended first.',
        recommendation:
          'Gather the divorce decrees, annulments or death certificates for every earlier marriage and have an attorney check the dates.',
        citation: CITATIONS.priorMarriages,
      }),
    );
  }
  return findings;
}

const EXEMPTION_NAMES: Readonly<Record<I864Exemption, string>> = {
  '40-quarters': 'you have (or can be credited with) 40 quarters of work in the United States',
  'child-citizenship-act': 'you are a child who will become a U.S. citizen on admission under the Child Citizenship Act',
  widow: 'you are the widow or widower of a U.S. citizen, filing your own petition',
  vawa: 'you are a VAWA self-petitioner',
};

/**
 * INA 212(a)(4)(C) and 213A: a family-based immigrant without the petitioner's Affidavit of Support is inadmissible as
 * a public charge, unless 8 CFR 213a.2(a)(2)(ii) exempts them.
 */
function affidavitFinding(input: Input): Finding {
  const exemption = input.publicCharge.i864Exemption;
  if (exemption) {
    return pass({
      ruleId: 'family.affidavit-of-support',
      reason: `No Affidavit of Support is needed: ${EXEMPTION_NAMES[exemption]}.`,
      recommendation:
        'File Form I-864W instead to show the exemption, with its evidence (for 40 quarters, the Social Security earnings record).',
      citation: CITATIONS.affidavitExemptions,
    });
  }
  if (input.categoryDetails.affidavitOfSupport) {
    return pass({
      ruleId: 'family.affidavit-of-support',
      reason: 'The petitioner will file the Affidavit of Support (Form I-864).',
      recommendation:
        'The sponsor needs income of at least 125% of the federal poverty guidelines for the household size, or a joint sponsor.',
      citation: CITATIONS.affidavitOfSupport,
    });
  }
  return fail({
    ruleId: 'family.affidavit-of-support',
    reason:
      'Without the petitioner’s signed Affidavit of Support (Form I-864), a family-based immigrant is refused as likely to become a public charge, and no exemption was given.',
    recommendation:
      'The petitioner must sign Form I-864, even when a joint sponsor adds their income. Exemptions: 40 quarters of U.S. work, the Child Citizenship Act, a widow(er) of a U.S. citizen, or a VAWA self-petitioner; an attorney can confirm.',
    citation: CITATIONS.sponsorObligation,
  });
}

/** Whether the applicant is a U.S. citizen's immediate relative (no visa number wait, spared INA 245(c)(2)). */
export const isImmediateRelative = (input: Input, today: string): boolean => assessRelationship(input, today).classification === 'IR';

export function evaluateFamilyBased(input: Input, today: string): Finding[] {
  const details = input.categoryDetails;
  const { finding, classification } = assessRelationship(input, today);
  const findings: Finding[] = [finding, ...marriageFindings(input, today)];

  const derivatives = details.derivativeBeneficiaries ?? 0;
  if (classification === 'IR' && derivatives > 0) {
    findings.push(
      issue({
        ruleId: 'family.derivatives',
        reason: 'Immediate relatives cannot bring their own spouse or children along on the same petition.',
        recommendation: 'Each family member needs a separate petition; ask an attorney which route fits each of them.',
        citation: CITATIONS.derivatives,
      }),
    );
  }

  findings.push(affidavitFinding(input));

  if (classification !== undefined && classification !== 'IR') {
    const chargeability = details.countryOfChargeability ?? input.birthCountry;
    const priority = details.priorityDate
      ? `your priority date of ${formatLongDate(details.priorityDate)}`
      : 'your priority date (the I-130 filing date)';
    findings.push(
      pass({
        ruleId: 'family.visa-availability',
        reason: `Preference categories have annual limits, so a visa becomes available only when ${priority} is current for ${chargeability}.`,
        recommendation:
          "Check the State Department's monthly Visa Bulletin for your category and country; waits range from months to many years.",
        citation: CITATIONS.visaBulletin,
      }),
    );
  }
  return findings;
}
