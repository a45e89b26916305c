// E-2 treaty investors: nationality of a treaty country, ownership or control of at least half the enterprise by
// treaty nationals, and a substantial investment. Substantiality has no fixed amount: officers weigh the investment
// against the cost of the business (the proportionality test), so it is always a judgement call.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { E2_TREATY_COUNTRIES, isE2TreatyCountry } from '../facts/e2-treaty-countries';
import { fail, issue, pass } from '../findings';
import { formatPercent, formatUsd } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Input = EligibilityInputFor<'Treaty Investor (E-2)'>;

export const E2_MINIMUM_OWNERSHIP_PERCENT = 50;
export const E2_INVESTMENT_CITIZENSHIP_DOMICILE_YEARS = 3;
/** Below this share of the enterprise's cost an investment is rarely accepted as substantial. */
const WEAK_SUBSTANTIALITY_PERCENT = 50;

function treatyCountry(input: Input): Finding {
  const { treatyCountry: country } = input.categoryDetails;
  const ruleId = 'e2.treaty-country';
  if (!isE2TreatyCountry(country)) {
    return fail({
      ruleId,
      reason: `${country} does not have an E-2 treaty investor agreement with the United States (list checked on ${E2_TREATY_COUNTRIES.checkedOn}).`,
      recommendation: 'E-2 is open only to nationals of treaty countries. The EB-5 investor green card has no nationality limit.',
      citation: CITATIONS.e2TreatyList,
    });
  }
  return pass({
    ruleId,
    reason: `${country} is an E-2 treaty country.`,
    recommendation: 'Apply at the U.S. embassy or consulate that handles E visas for your country.',
    citation: CITATIONS.e2TreatyList,
  });
}

function nationality(input: Input): Finding {
  const { treatyCountry: country } = input.categoryDetails;
  const ruleId = 'e2.nationality';
  if (input.nationality !== country) {
    return fail({
      ruleId,
      reason: `E-2 is based on the investor's nationality, and your nationality (${input.nationality}) is not ${country}.`,
      recommendation: `If you also hold ${country} nationality, enter it as your nationality and run the check again.`,
      citation: CITATIONS.e2,
    });
  }
  return pass({
    ruleId,
    reason: `You are a national of ${country}.`,
    recommendation: 'Bring your passport from the treaty country to the interview.',
    citation: CITATIONS.e2,
  });
}

function investmentCitizenship(input: Input): Finding | undefined {
  const { nationalityAcquiredByInvestment, yearsDomiciledInTreatyCountry, previouslyHeldEStatus } = input.categoryDetails;
  if (!nationalityAcquiredByInvestment) return undefined;
  const ruleId = 'e2.investment-citizenship';
  if (previouslyHeldEStatus) {
    return pass({
      ruleId,
      reason: 'The three-year domicile rule for nationality acquired by investment does not apply to people already granted E status.',
      recommendation: 'Keep the record of your earlier E status with your application.',
      citation: CITATIONS.e2InvestmentCitizenship,
    });
  }
  if (yearsDomiciledInTreatyCountry === undefined) {
    return issue({
      ruleId,
      reason:
        'Nationality acquired by investment counts for E-2 only after three continuous years of domicile in that country; we do not know how long you lived there.',
      recommendation: 'Add the years you have lived in the treaty country and run the check again.',
      citation: CITATIONS.e2InvestmentCitizenship,
    });
  }
  if (yearsDomiciledInTreatyCountry < E2_INVESTMENT_CITIZENSHIP_DOMICILE_YEARS) {
    return fail({
      ruleId,
      reason: `You acquired the nationality by investment and have lived in the treaty country for ${yearsDomiciledInTreatyCountry} years; at least three continuous years are required.`,
      recommendation: 'You can apply once you have been domiciled there for three continuous years.',
      citation: CITATIONS.e2InvestmentCitizenship,
    });
  }
  return pass({
    ruleId,
    reason: `You have lived in the treaty country for ${yearsDomiciledInTreatyCountry} years, meeting the three-year domicile rule for nationality acquired by investment.`,
    recommendation: 'Bring proof of residence (tax, lease or utility records) for the whole period.',
    citation: CITATIONS.e2InvestmentCitizenship,
  });
}

function ownership(input: Input): Finding {
  const { ownershipPercentage, controlPlan } = input.categoryDetails;
  const ruleId = 'e2.ownership-control';
  if (ownershipPercentage < E2_MINIMUM_OWNERSHIP_PERCENT) {
    return fail({
      ruleId,
      reason: `Treaty nationals own ${formatPercent(ownershipPercentage)} of the business; at least ${E2_MINIMUM_OWNERSHIP_PERCENT}% must be owned by nationals of the treaty country.`,
      recommendation: 'Restructure the ownership so that you and other nationals of your treaty country hold at least half.',
      citation: CITATIONS.e2UscisRegulation,
    });
  }
  return pass({
    ruleId,
    reason: `Treaty nationals own ${formatPercent(ownershipPercentage)} of the business, meeting the ${E2_MINIMUM_OWNERSHIP_PERCENT}% requirement.`,
    recommendation:
      ownershipPercentage === E2_MINIMUM_OWNERSHIP_PERCENT && controlPlan.trim() === ''
        ? 'At exactly 50% you must also show operational control, for example through an equal say in management; describe it in the control plan.'
        : 'Show in the operating agreement or bylaws that you develop and direct the business.',
    citation: CITATIONS.e2UscisRegulation,
  });
}

function substantiality(input: Input): Finding {
  const { investmentAmount, costOfEnterprise } = input.categoryDetails;
  const ruleId = 'e2.substantial-investment';
  if (investmentAmount <= 0) {
    return fail({
      ruleId,
      reason: 'No capital has been invested or committed; E-2 needs a substantial investment already at risk.',
      recommendation: 'Commit funds to the business (purchases, lease, equipment) before applying.',
      citation: CITATIONS.e2UscisRegulation,
    });
  }
  // The schema guarantees a positive cost, so the ratio is computed rather than trusted from the form.
  const ratio = (investmentAmount / costOfEnterprise) * 100;
  const weak = ratio < WEAK_SUBSTANTIALITY_PERCENT;
  return issue({
    ruleId,
    reason: `You invested ${formatUsd(investmentAmount)}, ${formatPercent(Math.round(ratio * 10) / 10)} of the ${formatUsd(costOfEnterprise)} cost of the enterprise. Whether that is substantial is a judgement the consular officer makes${weak ? ', and a share this low is often refused' : ''}.`,
    recommendation:
      'Officers compare the investment with the cost of the business (the lower the cost, the higher the share expected) and check the business is not marginal, meaning it must do more than support your family. Have an attorney review the figures and the business plan.',
    citation: CITATIONS.e2Fam,
  });
}

export function evaluateTreatyInvestorE2(input: Input): Finding[] {
  const findings = [treatyCountry(input), nationality(input), investmentCitizenship(input), ownership(input), substantiality(input)];
  return findings.filter((f): f is Finding => f !== undefined);
}
