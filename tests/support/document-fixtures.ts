// Document review fixtures for the integration, browser and bench suites: made-up passports (valid, corrupted zone,
// expired, expiring soon), bank statements, USCIS forms with any edition, birth and marriage certificates, scanned
// images and PDFs, a blank image, a passport photo and a DOCX, all built here, nothing downloaded. The builders live
// next to the extraction code (functions/src/extraction/testing/) so its unit tests use the same files.
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
