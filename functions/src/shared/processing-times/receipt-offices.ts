// Which USCIS office a receipt number's three letters name, as USCIS's processing-times page codes its offices
// (checked 2026-11-29 against uscis.gov's "Case Status Online" help on receipt numbers and
// egov.uscis.gov/processing-times; our machines cannot reach them, so re-read before a release). An online filing
// (IOE) or a field office's receipt does not say which office decides it: the notice does.
export const RECEIPT_OFFICE_SOURCE = 'https://egov.uscis.gov/processing-times/';

/** Receipt prefix -> processing-times office code. */
export const RECEIPT_OFFICES: Readonly<Record<string, string>> = {
  EAC: 'VSC',
  VSC: 'VSC',
  WAC: 'CSC',
  CSC: 'CSC',
  LIN: 'NSC',
  NSC: 'NSC',
  SRC: 'TSC',
  TSC: 'TSC',
  MSC: 'NBC',
  NBC: 'NBC',
  YSC: 'YSC',
};

/** The office of a receipt number ("MSC2590012345" -> "NBC"), or null when its prefix names none. */
export const officeOfReceipt = (receiptNumber: string | null): string | null =>
  receiptNumber ? (RECEIPT_OFFICES[receiptNumber.trim().slice(0, 3).toUpperCase()] ?? null) : null;
