// The eligibility rules engine: pure and deterministic. It reads only its arguments (today included), so the same
// input always gives the same analysis, and the AI layer may add narrative but never changes an outcome.
import type { EligibilityInput } from '../../shared/eligibility/applicant-schema';
import { buildAnalysis } from './analysis';
import { evaluateCrossCategory } from './cross-category';
import { filingPath } from './path';
import { isIsoDate } from '../../shared/eligibility/dates';
import { evaluateAsylumRefugee } from './rules/asylum-refugee';
import { evaluateDiversityLottery } from './rules/diversity-lottery';
import { evaluateEmploymentBased } from './rules/employment-based';
import { evaluateExchangeVisitorJ1 } from './rules/exchange-visitor-j1';
import { evaluateFamilyBased } from './rules/family-based';
import { evaluateHighlySkilled } from './rules/highly-skilled';
import { evaluateInvestorEb5 } from './rules/investor-eb5';
import { evaluateKVisa } from './rules/k-visa';
import { evaluateMedicalProfessionalsNiw } from './rules/medical-professionals-niw';
import { evaluateSpecialCategories } from './rules/special-categories';
import { evaluateSpecialImmigrantJuvenile } from './rules/special-immigrant-juvenile';
import { evaluateStudentF1 } from './rules/student-f1';
import { evaluateTouristB } from './rules/tourist-b';
import { evaluateTreatyInvestorE2 } from './rules/treaty-investor-e2';
import type { EligibilityAnalysis, Finding } from '../../shared/eligibility/types';

function categoryFindings(input: EligibilityInput, today: string): Finding[] {
  switch (input.category) {
    case 'Family-Based':
      return evaluateFamilyBased(input, today);
    case 'Employment-Based':
      return evaluateEmploymentBased(input);
    case 'Investor (EB-5)':
      return evaluateInvestorEb5(input, today);
    case 'Treaty Investor (E-2)':
      return evaluateTreatyInvestorE2(input);
    case 'Highly Skilled (EB-1/O-1)':
      return evaluateHighlySkilled(input);
    case 'Student (F-1)':
      return evaluateStudentF1(input);
    case 'Tourist (B-1/B-2)':
      return evaluateTouristB(input);
    case 'Asylum/Refugee':
      return evaluateAsylumRefugee(input, today);
    case 'Exchange Visitor (J-1)':
      return evaluateExchangeVisitorJ1(input);
    case 'K-Visa':
      return evaluateKVisa(input);
    case 'Diversity Lottery':
      return evaluateDiversityLottery(input);
    case 'Special Immigrant Juvenile (SIJ)':
      return evaluateSpecialImmigrantJuvenile(input, today);
    case 'Special Categories':
      return evaluateSpecialCategories(input);
    case 'Medical Professionals (EB-2 NIW)':
      return evaluateMedicalProfessionalsNiw(input);
  }
}

/**
 * Decides eligibility for an input already parsed by `eligibilityInputSchema`. `today` (YYYY-MM-DD) is the date
 * the check is made for: ages, deadlines and bar periods are computed against it.
 */
export function evaluateEligibility(input: EligibilityInput, today: string): EligibilityAnalysis {
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got: ${today}`);
  const cross = evaluateCrossCategory(input, today);
  const findings = [...categoryFindings(input, today), ...cross.findings];
  const analysis = buildAnalysis(input.category, findings);
  return { ...analysis, path: filingPath(input, cross, analysis.eligible) };
}
