// EB-5 immigrant investors. Amounts are those set by the EB-5 Reform and Integrity Act of 2022 for petitions
// filed from March 15, 2022; the Act adjusts them for inflation on January 1, 2027 and every five years after.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import { formatUsd, hasContent } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Input = EligibilityInputFor<'Investor (EB-5)'>;

export const EB5_STANDARD_MINIMUM = 1_050_000;
export const EB5_TEA_MINIMUM = 800_000;
export const EB5_REQUIRED_JOBS = 10;
/** First automatic inflation adjustment of the minimums; after it our figures may be out of date. */
export const EB5_NEXT_ADJUSTMENT = '2027-01-01';

function investmentMinimum(input: Input): Finding {
  const { investmentAmount, TEADesignation } = input.categoryDetails;
  const minimum = TEADesignation ? EB5_TEA_MINIMUM : EB5_STANDARD_MINIMUM;
  const where = TEADesignation ? 'in a targeted employment area' : 'outside a targeted employment area';
  const ruleId = 'eb5.minimum-investment';
  if (investmentAmount < minimum) {
    return fail({
      ruleId,
      reason: `Your investment of ${formatUsd(investmentAmount)} is below the ${formatUsd(minimum)} minimum ${where}; ${formatUsd(minimum - investmentAmount)} more is needed.`,
      recommendation: TEADesignation
        ? `Raise the investment to at least ${formatUsd(minimum)}.`
        : `Raise the investment to at least ${formatUsd(minimum)}, or invest in a project in a targeted employment area, where the minimum is ${formatUsd(EB5_TEA_MINIMUM)}.`,
      citation: CITATIONS.eb5Amounts,
    });
  }
  return pass({
    ruleId,
    reason: `Your investment of ${formatUsd(investmentAmount)} meets the ${formatUsd(minimum)} minimum ${where}.`,
    recommendation:
      'The full amount must be placed at risk in the enterprise, not just promised, and stay invested for the required period.',
    citation: CITATIONS.eb5Amounts,
  });
}

function jobCreation(input: Input): Finding {
  const { fullTimeJobsCreated, regionalCenter } = input.categoryDetails;
  const ruleId = 'eb5.job-creation';
  if (fullTimeJobsCreated < EB5_REQUIRED_JOBS) {
    return fail({
      ruleId,
      reason: `The investment creates ${fullTimeJobsCreated} full-time jobs; EB-5 requires at least ${EB5_REQUIRED_JOBS} for qualifying U.S. workers.`,
      recommendation: regionalCenter
        ? 'Ask the regional center for its economic report: indirect and induced jobs can count toward the ten.'
        : 'Expand the hiring plan, or consider a regional center project where indirect jobs can count.',
      citation: CITATIONS.eb5Jobs,
    });
  }
  return pass({
    ruleId,
    reason: `The investment is expected to create ${fullTimeJobsCreated} full-time jobs, meeting the ${EB5_REQUIRED_JOBS}-job requirement.`,
    recommendation: regionalCenter
      ? "Keep the regional center's economic analysis; you will need it again when removing conditions."
      : 'Keep payroll and tax records for every position; you must show the jobs exist when removing conditions.',
    citation: CITATIONS.eb5Jobs,
  });
}

function sourceOfFunds(input: Input): Finding {
  const ruleId = 'eb5.source-of-funds';
  if (!hasContent(input.categoryDetails.sourceOfFunds)) {
    return issue({
      ruleId,
      reason: 'The source of the investment money was not described; USCIS must see that it was lawfully obtained.',
      recommendation:
        'Trace every dollar from its origin (salary, business profits, sale of property, gift) to the enterprise, with tax returns and bank records.',
      citation: CITATIONS.eb5Regulation,
    });
  }
  return pass({
    ruleId,
    reason: 'You described the source of the investment funds.',
    recommendation: 'Back it with documents that trace the funds from their lawful origin to the enterprise.',
    citation: CITATIONS.eb5Regulation,
  });
}

function businessPlan(input: Input): Finding | undefined {
  const { regionalCenter, businessPlan: plan } = input.categoryDetails;
  if (regionalCenter || hasContent(plan)) return undefined;
  return issue({
    ruleId: 'eb5.business-plan',
    reason: 'A direct EB-5 investment needs a comprehensive, credible business plan, and none was described.',
    recommendation: 'Prepare a detailed business plan covering the market, staffing, hiring timetable and financial projections.',
    citation: CITATIONS.eb5Regulation,
  });
}

function inflationAdjustment(today: string): Finding | undefined {
  if (today < EB5_NEXT_ADJUSTMENT) return undefined;
  return issue({
    ruleId: 'eb5.inflation-adjustment',
    reason:
      'The EB-5 minimums were due for their first automatic inflation adjustment on January 1, 2027; the amounts used here may be out of date.',
    recommendation: 'Confirm the current minimum investment amounts with USCIS or an attorney before investing.',
    citation: CITATIONS.eb5Reform,
  });
}

export function evaluateInvestorEb5(input: Input, today: string): Finding[] {
  const optional = [businessPlan(input), inflationAdjustment(today)].filter((f): f is Finding => f !== undefined);
  return [investmentMinimum(input), jobCreation(input), sourceOfFunds(input), ...optional];
}
