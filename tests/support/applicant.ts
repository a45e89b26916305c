// A complete applicant for the eligibility check (docs/SPEC.md section 3, "Eligibility applicant input"), for tests
// that need a valid body and override only what they are about.
export const APPLICANT = {
  fullName: 'Ana Pereira',
  dob: '1985-07-20',
  gender: 'Female',
  birthCountry: 'Portugal',
  nationality: 'Portugal',
  currentAddress: 'Rua Augusta 10, Lisbon',
  phone: '+351 21 000 0000',
  email: 'ana@example.com',
  preferredCommunication: 'Email',
  immigrationHistory: {},
  criminalHistory: {},
  medicalHistory: {},
  publicCharge: { debts: 0, monthlyExpenses: 0 },
  travelHistory: [],
  socialMediaHandles: [],
  interpreterNeeds: {},
  eSignatureConsent: { backgroundChecks: false, dataSharing: false, electronicFiling: false },
  dataRetentionPreference: '5 years',
  details: 'I want to invest in a bakery business in Texas.',
};

/** Investor (EB-5) details that meet the category's rules, for a check about an EB-5 case. */
export const EB5_DETAILS = {
  investmentAmount: 1_050_000,
  TEADesignation: false,
  fullTimeJobsCreated: 12,
  regionalCenter: false,
  sourceOfFunds: 'Sale of my company in 2024',
  businessPlan: 'Three bakeries in Austin',
};
