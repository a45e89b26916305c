// The USCIS forms the fee calculator prices, with their official titles as the forms print them, for the calculator's
// form picker. domain/fees/fee-schedule.ts prices exactly these (a test checks both lists agree).
export interface FeeForm {
  /** As USCIS numbers it. */
  form: string;
  title: string;
}

export const FEE_FORMS: readonly FeeForm[] = [
  { form: 'I-130', title: 'Petition for Alien Relative' },
  { form: 'I-130A', title: 'Supplemental Information for Spouse Beneficiary' },
  { form: 'I-129F', title: 'Petition for Alien Fiancé(e)' },
  { form: 'I-485', title: 'Application to Register Permanent Residence or Adjust Status' },
  { form: 'I-864', title: 'Affidavit of Support Under Section 213A of the INA' },
  { form: 'I-693', title: 'Report of Immigration Medical Examination and Vaccination Record' },
  { form: 'I-751', title: 'Petition to Remove Conditions on Residence' },
  { form: 'I-90', title: 'Application to Replace Permanent Resident Card' },
  { form: 'I-765', title: 'Application for Employment Authorization' },
  { form: 'I-131', title: 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records' },
  { form: 'I-131A', title: 'Application for Carrier Documentation' },
  { form: 'I-539', title: 'Application to Extend/Change Nonimmigrant Status' },
  { form: 'I-129', title: 'Petition for a Nonimmigrant Worker' },
  { form: 'I-140', title: 'Immigrant Petition for Alien Workers' },
  { form: 'I-526E', title: 'Immigrant Petition by Regional Center Investor' },
  { form: 'I-829', title: 'Petition by Investor to Remove Conditions on Permanent Resident Status' },
  { form: 'I-589', title: 'Application for Asylum and for Withholding of Removal' },
  { form: 'I-821', title: 'Application for Temporary Protected Status' },
  { form: 'I-821D', title: 'Consideration of Deferred Action for Childhood Arrivals' },
  { form: 'I-601', title: 'Application for Waiver of Grounds of Inadmissibility' },
  { form: 'I-601A', title: 'Application for Provisional Unlawful Presence Waiver' },
  { form: 'I-212', title: 'Application for Permission to Reapply for Admission into the United States After Deportation or Removal' },
  { form: 'I-290B', title: 'Notice of Appeal or Motion' },
  { form: 'N-400', title: 'Application for Naturalization' },
  { form: 'N-600', title: 'Application for Certificate of Citizenship' },
  { form: 'N-336', title: 'Request for a Hearing on a Decision in Naturalization Proceedings' },
  { form: 'N-470', title: 'Application to Preserve Residence for Naturalization Purposes' },
  { form: 'N-565', title: 'Application for Replacement Naturalization/Citizenship Document' },
  { form: 'AR-11', title: "Alien's Change of Address Card" },
  { form: 'I-912', title: 'Request for Fee Waiver' },
];

/** Premium processing is asked for on its own form, a line of its own in a quote. */
export const PREMIUM_PROCESSING_FORM: FeeForm = { form: 'I-907', title: 'Request for Premium Processing Service' };
