// Document review fixtures for the integration, browser and bench suites: made-up passports (valid, corrupted zone,
// expired, expiring soon), bank statements, USCIS forms with any edition, birth and marriage certificates, scanned
// images and PDFs, a blank image, a passport photo and a DOCX, all built here, nothing downloaded. The builders live
// next to the extraction code (functions/src/extraction/testing/) so its unit tests use the same files.
import { passportDates as datesFrom, type PassportData as Passport } from '../../functions/src/extraction/testing/document-fixtures';

export {
  bankStatementImage,
  bankStatementLines,
  bankStatementPdf,
  birthCertificateLines,
  birthCertificatePdf,
  blankImage,
  corruptPdf,
  docxFile,
  FORM_TITLES,
  formPages,
  formPdf,
  longFormPdf,
  marriageCertificateLines,
  marriageCertificatePdf,
  noticeImage,
  noticeLines,
  noticePdf,
  passportDates,
  passportImage,
  passportLines,
  passportPdf,
  passportPhotoImage,
  scannedImage,
  scannedPdf,
  td3Lines,
  textPdf,
} from '../../functions/src/extraction/testing/document-fixtures';
export type {
  BankStatementData,
  BirthCertificateData,
  FormData,
  MarriageCertificateData,
  PassportData,
  ScanOptions,
} from '../../functions/src/extraction/testing/document-fixtures';
export { textFile } from '../../functions/src/domain/documents/testing/extracted-files';

/** Passport dates relative to the day the suite runs: valid, expired and expiring in 3 months. */
export const todaysPassportDates = datesFrom(new Date().toISOString().slice(0, 10));

/** The made-up applicant's passport (Anna Maria Eriksson), valid unless overridden. */
export const samplePassport = (overrides: Partial<Passport> = {}): Passport => ({
  surname: 'Eriksson',
  givenNames: 'Anna Maria',
  number: 'X4821937',
  nationality: 'MEX',
  birth: '1990-03-14',
  expiry: todaysPassportDates.valid,
  sex: 'F',
  ...overrides,
});
