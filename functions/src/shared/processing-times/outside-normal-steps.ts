// What to do when an application is outside USCIS's normal processing time, in order, each with its official page
// (checked 2026-11-29; our machines cannot reach these sites, so re-read them before a release).
export interface OutsideNormalStep {
  id: 'case-inquiry' | 'ombudsman' | 'congress';
  source: string;
  checkedOn: string;
}

export const OUTSIDE_NORMAL_STEPS: readonly OutsideNormalStep[] = [
  // A service request (e-Request) is accepted once the receipt date is before the page's "case inquiry date".
  { id: 'case-inquiry', source: 'https://egov.uscis.gov/e-request/', checkedOn: '2026-11-29' },
  // Then the CIS Ombudsman's case assistance (Form DHS-7001), after trying USCIS first.
  { id: 'ombudsman', source: 'https://www.dhs.gov/topics/cis-ombudsman/submit-case-assistance-request', checkedOn: '2026-11-29' },
  // Then the caseworkers of the applicant's representative or senators.
  { id: 'congress', source: 'https://www.congress.gov/members/find-your-member', checkedOn: '2026-11-29' },
];
