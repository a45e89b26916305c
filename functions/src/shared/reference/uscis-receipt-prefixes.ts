// The three letters that open a USCIS receipt number, and the office each names. Written in our own words from:
// - USCIS, "Checking Your Case Status Online" (https://www.uscis.gov/tools/checking-your-case-status-online): a
//   receipt number is 13 characters, three letters and ten digits, entered without dashes; the letters name the
//   office that received the case (EAC, WAC, LIN, SRC, NBC, MSC, IOE are the examples given).
// - USCIS, "Service and Office Locator" and the service centres' pages (https://www.uscis.gov/about-us/organization/
//   directorates-and-program-offices/service-center-operations-directorate): the four service centres, the
//   Potomac Service Center and the National Benefits Center, with the short codes their notices also carry.
// Checked 2026-11-22. A lawyer or an accredited representative should confirm the list before it is relied on.

export const RECEIPT_PREFIXES_SOURCE = {
  title: 'USCIS, Checking Your Case Status Online',
  url: 'https://www.uscis.gov/tools/checking-your-case-status-online',
  checkedOn: '2026-11-22',
} as const;

export interface ReceiptPrefix {
  code: string;
  office: string;
}

export const RECEIPT_PREFIXES = [
  { code: 'EAC', office: 'Vermont Service Center' },
  { code: 'VSC', office: 'Vermont Service Center' },
  { code: 'WAC', office: 'California Service Center' },
  { code: 'CSC', office: 'California Service Center' },
  { code: 'LIN', office: 'Nebraska Service Center' },
  { code: 'NSC', office: 'Nebraska Service Center' },
  { code: 'SRC', office: 'Texas Service Center' },
  { code: 'TSC', office: 'Texas Service Center' },
  { code: 'YSC', office: 'Potomac Service Center' },
  { code: 'MSC', office: 'National Benefits Center' },
  { code: 'NBC', office: 'National Benefits Center' },
  { code: 'IOE', office: 'USCIS online filing (ELIS)' },
] as const satisfies readonly ReceiptPrefix[];

export type ReceiptPrefixCode = (typeof RECEIPT_PREFIXES)[number]['code'];
