// The spec's three sample files for Settings > Uploaded Documents, as real (clearly marked
// sample) PDFs in Cloud Storage under users/{uid}/documents/.
import { getStorage } from 'firebase-admin/storage';
import { renderPdf } from '../../functions/src/domain/pdf/render-pdf';
import { DEMO_USER } from '../lib/paths';

const SAMPLES = [
  {
    name: 'passport-scan.pdf',
    title: 'Passport (sample scan)',
    lines: [
      'Type: P    Country code: UTO',
      `Surname / Given names: ${DEMO_USER.displayName}`,
      'Passport No.: X00000000',
      'Date of expiry: 2031-05-14',
    ],
  },
  {
    name: 'birth-certificate.pdf',
    title: 'Certificate of Birth (sample)',
    lines: [`Name: ${DEMO_USER.displayName}`, 'Date of birth: 1994-03-02', 'Place of birth: Springfield', 'Registration No.: 0000-000000'],
  },
  {
    name: 'i-94-record.pdf',
    title: 'Form I-94 Arrival/Departure Record (sample)',
    lines: [
      'Admission (I-94) Record Number: 000000000A0',
      'Most recent date of entry: 2025-08-21',
      'Class of admission: F1',
      'Admit until date: D/S',
    ],
  },
];

export async function seedDemoFiles(uid: string): Promise<void> {
  const bucket = getStorage().bucket();
  for (const sample of SAMPLES) {
    const pdf = await renderPdf({
      content: [
        { text: 'SAMPLE DOCUMENT, NOT VALID FOR ANY PURPOSE', bold: true, color: '#b00020', margin: [0, 0, 0, 12] },
        { text: sample.title, fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
        ...sample.lines,
      ],
    });
    await bucket.file(`users/${uid}/documents/${sample.name}`).save(pdf, {
      resumable: false,
      contentType: 'application/pdf',
      metadata: { contentType: 'application/pdf', metadata: { ownerUid: uid, originalName: sample.name } },
    });
  }
}
