// The demo user's cases: one or more in every status, three of them filed applications tracked by receipt number
// with realistic timelines and attached notices, and two eligibility checks run through the real rules engine, so
// My Cases and Track Your Applications show every state and the pager on first start. Fixed ids: re-seeding
// overwrites rather than duplicates. Sample data only: the receipt numbers are made up.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { formatCaseNumber } from '../../functions/src/domain/cases/case-number';
import { evaluateEligibility } from '../../functions/src/domain/eligibility/engine';
import { renderPdf } from '../../functions/src/domain/pdf/render-pdf';
import { createEligibilityInputSchema } from '../../functions/src/shared/eligibility/applicant-schema';
import { listParam, timelineText } from '../../functions/src/domain/cases/timeline-text';
import { caseStatusLabel, type CaseActor, type CaseStatus } from '../../functions/src/shared/cases/case-status';
import { msg, type LabelKey, type Message } from '../../functions/src/shared/i18n/message';
import { DEMO_USER } from '../lib/paths';

const DAY = 24 * 60 * 60 * 1000;

interface DemoEvent {
  daysAgo: number;
  /** Stored as the app stores it: the Message and its English rendering. */
  event: Message;
  by: CaseActor;
}

const filed = (form: string, receipt: string) => msg('timeline:filedWithUscis', { form, receipt });
/** A USCIS notice, as its title reads, with the status it moved the case to. */
const notice = (title: string, status?: CaseStatus) =>
  status ? msg('timeline:noticeWithStatus', { notice: title, status: caseStatusLabel(status) }) : msg('timeline:notice', { notice: title });
const updated = (...labels: LabelKey[]) => msg('timeline:fieldsUpdated', { fields: listParam(labels.map((label) => msg(label))) });

interface DemoCase {
  id: string;
  caseName: string;
  applicantName: string;
  category: string | null;
  status: CaseStatus;
  formType?: string;
  receiptNumber?: string;
  submittedDaysAgo?: number;
  priorityDaysAgo?: number;
  feeCents?: number;
  consulate?: string;
  interviewInDays?: number;
  officerName?: string;
  officerEmail?: string;
  latestNotice?: string;
  timeline: DemoEvent[];
  attachments?: Array<{ name: string; title: string; lines: string[] }>;
  /** Answers for an eligibility check run on this case. */
  eligibility?: { category: string; categoryDetails: Record<string, unknown> };
  /** The filing it prepares (shared/forms/form-views.ts GOAL_IDS), and the interview's answers so far. */
  goal?: string;
  answers?: Record<string, string | number | boolean>;
}

const CASES: DemoCase[] = [
  {
    id: 'demo-case-spouse-petition',
    caseName: 'I-130 Petition for Alien Relative (spouse)',
    applicantName: DEMO_USER.displayName,
    category: 'Family-Based',
    status: 'Pending',
    formType: 'I-130',
    receiptNumber: 'IOE0912345678',
    submittedDaysAgo: 142,
    feeCents: 62500,
    latestNotice: 'Case Is Being Actively Reviewed By USCIS',
    timeline: [
      { daysAgo: 142, event: filed('I-130', 'IOE0912345678'), by: 'applicant' },
      { daysAgo: 141, event: notice('Case Was Received', 'Pending'), by: 'uscis' },
      { daysAgo: 12, event: notice('Case Is Being Actively Reviewed By USCIS'), by: 'uscis' },
    ],
    attachments: [
      {
        name: 'i-130-receipt-notice.pdf',
        title: 'Form I-797C Notice of Action: receipt (sample)',
        lines: ['Receipt Number: IOE0912345678', 'Case Type: I-130 Petition for Alien Relative', 'Petitioner: Demo Applicant'],
      },
      {
        name: 'marriage-certificate.pdf',
        title: 'Certificate of Marriage (sample)',
        lines: ['Spouses: Demo Applicant and Alex Rivera', 'Date of marriage: 2023-06-17', 'Place: Springfield, IL'],
      },
    ],
    eligibility: {
      category: 'Family-Based',
      categoryDetails: {
        relationshipType: 'Spouse',
        petitionerStatus: 'U.S. citizen',
        marriageDate: '2023-06-17',
        marriagePlace: 'Springfield, IL',
        priorMarriages: 0,
        affidavitOfSupport: true,
      },
    },
  },
  {
    id: 'demo-case-work-permit',
    caseName: 'I-765 Application for Employment Authorization',
    applicantName: DEMO_USER.displayName,
    category: null,
    status: 'Approved',
    formType: 'I-765',
    receiptNumber: 'EAC2590123456',
    submittedDaysAgo: 210,
    feeCents: 52000,
    latestNotice: 'Card Was Delivered To Me By The Post Office',
    timeline: [
      { daysAgo: 210, event: filed('I-765', 'EAC2590123456'), by: 'applicant' },
      { daysAgo: 208, event: notice('Case Was Received', 'Pending'), by: 'uscis' },
      { daysAgo: 95, event: notice('Case Was Approved', 'Approved'), by: 'uscis' },
      { daysAgo: 90, event: notice('Card Was Mailed To Me'), by: 'uscis' },
      { daysAgo: 86, event: notice('Card Was Delivered To Me By The Post Office'), by: 'uscis' },
    ],
    attachments: [
      {
        name: 'i-765-approval-notice.pdf',
        title: 'Form I-797 Notice of Action: approval (sample)',
        lines: [
          'Receipt Number: EAC2590123456',
          'Case Type: I-765 Application for Employment Authorization',
          'Valid from 2026-08-01 to 2028-07-31',
        ],
      },
    ],
  },
  {
    id: 'demo-case-visitor-extension',
    caseName: 'I-539 Extension of stay for a visiting parent',
    applicantName: 'Maria Applicant',
    category: 'Tourist (B-1/B-2)',
    status: 'Denied',
    formType: 'I-539',
    receiptNumber: 'WAC2612345678',
    submittedDaysAgo: 180,
    feeCents: 47000,
    latestNotice: 'Case Was Denied',
    timeline: [
      { daysAgo: 180, event: filed('I-539', 'WAC2612345678'), by: 'applicant' },
      { daysAgo: 178, event: notice('Case Was Received', 'Pending'), by: 'uscis' },
      { daysAgo: 120, event: notice('Request for Additional Evidence Was Sent'), by: 'uscis' },
      { daysAgo: 30, event: notice('Case Was Denied', 'Denied'), by: 'uscis' },
    ],
    attachments: [
      {
        name: 'i-539-denial-notice.pdf',
        title: 'Decision on Form I-539 (sample)',
        lines: ['Receipt Number: WAC2612345678', 'The application is denied.', 'See the notice for the reasons and your options.'],
      },
    ],
  },
  {
    id: 'demo-case-fiance-visa',
    caseName: 'K-1 fiancé(e) visa for Alex Rivera',
    applicantName: 'Alex Rivera',
    category: 'K-Visa',
    status: 'Open',
    submittedDaysAgo: 64,
    consulate: 'U.S. Embassy Manila',
    interviewInDays: 24,
    officerName: 'Consular Officer J. Chen',
    officerEmail: 'manilaiv@state.gov',
    timeline: [
      { daysAgo: 70, event: msg('timeline:caseOpened'), by: 'applicant' },
      { daysAgo: 64, event: msg('timeline:caseSubmitted'), by: 'applicant' },
      {
        daysAgo: 5,
        event: updated('labels:consulate', 'labels:interviewDate', 'labels:officerName', 'labels:officerEmail'),
        by: 'applicant',
      },
    ],
  },
  {
    id: 'demo-case-student-visa',
    caseName: 'F-1 student visa for graduate school',
    applicantName: DEMO_USER.displayName,
    category: 'Student (F-1)',
    status: 'Draft',
    timeline: [{ daysAgo: 3, event: msg('timeline:draftCaseCreated'), by: 'applicant' }],
    eligibility: {
      category: 'Student (F-1)',
      categoryDetails: { hasI20: true, sevisFeePaid: false, englishProficiency: true, fundsAvailable: 38_000, annualCost: 55_000 },
    },
  },
  {
    id: 'demo-case-niw',
    caseName: 'EB-2 National Interest Waiver',
    applicantName: DEMO_USER.displayName,
    category: 'Medical Professionals (EB-2 NIW)',
    status: 'Open',
    submittedDaysAgo: 21,
    timeline: [
      { daysAgo: 40, event: msg('timeline:caseOpenedFromChat'), by: 'assistant' },
      { daysAgo: 21, event: msg('timeline:caseSubmitted'), by: 'applicant' },
    ],
  },
  {
    id: 'demo-case-diversity',
    caseName: 'Diversity Visa DV-2027 entry',
    applicantName: DEMO_USER.displayName,
    category: 'Diversity Lottery',
    status: 'Open',
    submittedDaysAgo: 9,
    timeline: [
      { daysAgo: 11, event: msg('timeline:caseOpened'), by: 'applicant' },
      { daysAgo: 9, event: msg('timeline:caseSubmitted'), by: 'applicant' },
    ],
  },
  {
    id: 'demo-case-naturalization',
    caseName: 'Naturalization (N-400) preparation',
    applicantName: DEMO_USER.displayName,
    category: null,
    status: 'Draft',
    timeline: [{ daysAgo: 1, event: msg('timeline:draftCaseCreated'), by: 'applicant' }],
  },
  {
    // The marriage green-card package, partly prepared: the profile's basics are answered, the rest is for the demo.
    id: 'demo-case-marriage-green-card',
    caseName: 'Green card through marriage (adjustment of status)',
    applicantName: DEMO_USER.displayName,
    category: 'Family-Based',
    status: 'Open',
    goal: 'marriage-adjustment',
    answers: {
      'petitioner.familyName': 'Carter',
      'petitioner.givenName': 'Daniel',
      'petitioner.birthDate': '1990-07-14',
      'petitioner.birthCity': 'Springfield',
      'petitioner.birthCountry': 'United States',
      'petitioner.sex': 'male',
      'petitioner.citizenshipBy': 'birth',
      'petitioner.maritalStatus': 'married',
      'petitioner.timesMarried': 1,
      'petitioner.marriageDate': '2024-05-18',
      'petitioner.marriageCity': 'Springfield',
      'petitioner.marriageState': 'IL',
      'petitioner.marriageCountry': 'United States',
      'beneficiary.familyName': 'Applicant',
      'beneficiary.givenName': 'Demo',
      'beneficiary.birthDate': '1994-03-02',
      'beneficiary.birthCity': 'Cebu City',
      'beneficiary.birthCountry': 'Philippines',
      'beneficiary.citizenshipCountry': 'Philippines',
      'beneficiary.maritalStatus': 'married',
      'beneficiary.timesMarried': 1,
      'beneficiary.email': DEMO_USER.email,
      'beneficiary.address.0.street': '742 Evergreen Terrace',
      'beneficiary.address.0.city': 'Springfield',
      'beneficiary.address.0.state': 'IL',
      'beneficiary.address.0.zip': '62704',
      'beneficiary.address.0.country': 'United States',
      'beneficiary.address.0.from': '2024-06-01',
    },
    timeline: [{ daysAgo: 3, event: msg('timeline:caseOpened'), by: 'applicant' }],
  },
  {
    id: 'demo-case-tourist-2025',
    caseName: 'B-2 tourist visa, summer 2025 trip',
    applicantName: DEMO_USER.displayName,
    category: 'Tourist (B-1/B-2)',
    status: 'Archived',
    submittedDaysAgo: 420,
    consulate: 'U.S. Consulate General Frankfurt',
    timeline: [
      { daysAgo: 430, event: msg('timeline:caseOpened'), by: 'applicant' },
      { daysAgo: 420, event: msg('timeline:caseSubmitted'), by: 'applicant' },
      { daysAgo: 300, event: msg('timeline:caseArchived'), by: 'applicant' },
    ],
  },
];

/** The applicant part of a seeded eligibility check: the demo user's own answers. */
const APPLICANT_ANSWERS = {
  fullName: DEMO_USER.displayName,
  dob: '1994-03-02',
  gender: 'Other',
  birthCountry: 'Philippines',
  nationality: 'Philippines',
  currentAddress: '742 Evergreen Terrace, Springfield, IL 62704',
  phone: '+1 217 555 0142',
  email: DEMO_USER.email,
  preferredCommunication: 'Email',
  immigrationHistory: {},
  criminalHistory: {},
  medicalHistory: {},
  publicCharge: { debts: 0, monthlyExpenses: 0 },
  travelHistory: [],
  socialMediaHandles: '',
  interpreterNeeds: {},
  eSignatureConsent: { backgroundChecks: true, dataSharing: true, electronicFiling: true },
  dataRetentionPreference: '5 years',
  details: 'Seeded sample check.',
};

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function samplePdf(title: string, lines: string[]): Promise<Buffer> {
  return renderPdf({
    content: [
      { text: 'SAMPLE DOCUMENT, NOT VALID FOR ANY PURPOSE', bold: true, color: '#b00020', margin: [0, 0, 0, 12] },
      { text: title, fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
      ...lines,
    ],
  });
}

export async function seedDemoCases(db: Firestore, uid: string, now = Date.now()): Promise<void> {
  const year = new Date(now).getUTCFullYear();
  const bucket = getStorage().bucket();
  const today = dayOf(now);
  const schema = createEligibilityInputSchema({ today: () => today });
  // Numbers come from this year's sequence, after any case already opened, so none is shown twice.
  const counter = db.collection('counters').doc(`case-numbers-${year}`);
  const first = await db.runTransaction(async (tx) => {
    const last: unknown = (await tx.get(counter)).get('last');
    const current = typeof last === 'number' ? last : 0;
    tx.set(counter, { last: current + CASES.length, year, updatedAt: FieldValue.serverTimestamp() });
    return current + 1;
  });
  const batch = db.batch();

  for (const [index, demo] of CASES.entries()) {
    const ref = db.collection('cases').doc(demo.id);
    const lastEvent = Math.min(...demo.timeline.map((e) => e.daysAgo));
    const firstEvent = Math.max(...demo.timeline.map((e) => e.daysAgo));
    const timeline = [...demo.timeline]
      .sort((a, b) => b.daysAgo - a.daysAgo)
      .map((e) => ({ date: new Date(now - e.daysAgo * DAY).toISOString(), ...timelineText(e.event), by: e.by }));

    for (const file of demo.attachments ?? []) {
      await bucket.file(`users/${uid}/documents/${file.name}`).save(await samplePdf(file.title, file.lines), {
        resumable: false,
        contentType: 'application/pdf',
        metadata: { contentType: 'application/pdf', metadata: { ownerUid: uid, originalName: file.name, caseId: demo.id } },
      });
    }

    if (demo.eligibility) {
      const input = schema.parse({ ...APPLICANT_ANSWERS, ...demo.eligibility, caseId: demo.id });
      const analysis = evaluateEligibility(input, today);
      const { caseId: _caseId, ...data } = input;
      batch.set(db.collection('eligibility').doc(`${demo.id}-check`), {
        ownerUid: uid,
        caseId: demo.id,
        chatId: null,
        category: input.category,
        eligible: analysis.eligible,
        input: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
        analysis: JSON.parse(JSON.stringify(analysis)) as Record<string, unknown>,
        checkedOn: today,
        createdAt: Timestamp.fromMillis(now - lastEvent * DAY),
      });
    }

    if (demo.answers) {
      // As data/case-answers-repo.ts stores them; nothing sensitive is seeded, so nothing needs sealing.
      batch.set(db.collection('caseAnswers').doc(demo.id), {
        ownerUid: uid,
        caseId: demo.id,
        answers: Object.entries(demo.answers).map(([id, value]) => ({ id, value })),
        sealed: [],
        prefilled: [],
        createdAt: Timestamp.fromMillis(now - lastEvent * DAY),
        updatedAt: Timestamp.fromMillis(now - lastEvent * DAY),
      });
    }

    batch.set(ref, {
      ownerUid: uid,
      chatId: null,
      caseNumber: formatCaseNumber(year, first + index),
      caseName: demo.caseName,
      applicantName: demo.applicantName,
      category: demo.category,
      goal: demo.goal ?? null,
      status: demo.status,
      tracked: demo.receiptNumber !== undefined,
      formType: demo.formType ?? null,
      receiptNumber: demo.receiptNumber ?? null,
      submissionDate: demo.submittedDaysAgo === undefined ? null : dayOf(now - demo.submittedDaysAgo * DAY),
      priorityDate: demo.priorityDaysAgo === undefined ? null : dayOf(now - demo.priorityDaysAgo * DAY),
      feeCents: demo.feeCents ?? null,
      consulate: demo.consulate ?? null,
      interviewDate: demo.interviewInDays === undefined ? null : dayOf(now + demo.interviewInDays * DAY),
      officerName: demo.officerName ?? null,
      officerEmail: demo.officerEmail ?? null,
      latestNotice: demo.latestNotice ?? null,
      statusCheckedAt: demo.latestNotice ? (timeline[timeline.length - 1]?.date ?? null) : null,
      timeline,
      attachments: (demo.attachments ?? []).map((a) => a.name),
      expertHighlights: [],
      createdAt: Timestamp.fromMillis(now - firstEvent * DAY),
      updatedAt: Timestamp.fromMillis(now - lastEvent * DAY),
    });
  }

  await batch.commit();
}
