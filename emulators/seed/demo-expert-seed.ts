// The demo expert (DEMO_EXPERT) and one demo discussion: the demo applicant's EB-2 NIW case, sent to the experts and
// claimed by the demo expert, with a short conversation. Written through the API's own services and repos (the same
// grant as `npm run admin -- grant-expert`, the same request transitions, the same message transaction), so the seeded
// state is exactly what the app itself would have stored. Idempotent: the account and roster are ensured on every
// start; the discussion only while the case has no request and no messages.
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { DEMO_EXPERT, DEMO_USER } from '../lib/paths';
import { samplePdf } from './demo-cases';
import { msg, type Message } from '../../functions/src/shared/i18n/message';
import { renderEnglish } from '../../functions/src/domain/i18n/render';
import { timelineEntry } from '../../functions/src/domain/cases/timeline-text';

export const DEMO_DISCUSSION_CASE = 'demo-case-niw';

const NOTE = 'Could an expert check whether my publications and citations are enough for the national interest waiver?';
/** A document the applicant shared with the case, so the expert's desk has something to open. */
const SHARED_FILE = {
  name: 'niw-publications-and-citations.pdf',
  title: 'Publications and citations summary (sample)',
  lines: [
    'Applicant: Demo Applicant',
    'Peer-reviewed publications: 14',
    'Citations (Google Scholar): 302',
    'Field: clinical cardiology research',
  ],
};

const HIGHLIGHTS = [
  'Get two or three letters from independent experts about the national impact of your research.',
  'Summarise your citations per paper, and how clinicians use your findings.',
];

/** Fixed ids, so a seed that runs again finds its messages instead of adding them twice. */
const CONVERSATION: Array<{ id: string; from: 'applicant' | 'expert'; text: string }> = [
  {
    id: '6d1c9d1e-5a41-4c5e-9a3a-0b7c1f0a0001',
    from: 'expert',
    text: "Hello! I'm Alex Rivera. I have read your case. Your proposed endeavor looks strong; the question is how you show its national importance.",
  },
  {
    id: '6d1c9d1e-5a41-4c5e-9a3a-0b7c1f0a0002',
    from: 'applicant',
    text: 'Thank you! I have 14 publications and about 300 citations. Is that enough?',
  },
  {
    id: '6d1c9d1e-5a41-4c5e-9a3a-0b7c1f0a0003',
    from: 'expert',
    text: 'Citations help, but the petition should also show the impact of your work beyond your employer. Letters from independent experts in your field are the best evidence. Could you upload two or three?',
  },
  {
    id: '6d1c9d1e-5a41-4c5e-9a3a-0b7c1f0a0004',
    from: 'applicant',
    text: "Yes, I'll ask my former supervisor and a collaborator at another hospital.",
  },
];

async function ensureAccount(): Promise<string> {
  const auth = getAuth();
  try {
    return (await auth.getUserByEmail(DEMO_EXPERT.email)).uid;
  } catch {
    const user = await auth.createUser({
      email: DEMO_EXPERT.email,
      password: DEMO_EXPERT.password,
      displayName: DEMO_EXPERT.displayName,
      emailVerified: true,
    });
    return user.uid;
  }
}

/** The demo expert's account, profile, role claim and roster entry; then the demo discussion if it is not there yet. */
export async function seedDemoExpert(db: Firestore, applicantUid: string): Promise<void> {
  const expertUid = await ensureAccount();
  const profile = db.collection('users').doc(expertUid);
  if (!(await profile.get()).exists) {
    await profile.set({
      uid: expertUid,
      email: DEMO_EXPERT.email,
      displayName: DEMO_EXPERT.displayName,
      photoURL: null,
      createdAt: new Date(),
      seededAt: new Date(),
    });
  }
  // Loaded here: they read the stack's environment, which the launcher has set by now.
  const { grantExpert } = await import('../../functions/src/services/expert-roles');
  await grantExpert(DEMO_EXPERT.email);
  await seedDemoDiscussion(applicantUid, expertUid);
}

async function seedDemoDiscussion(applicantUid: string, expertUid: string): Promise<void> {
  const { decideOnCase, getCaseById } = await import('../../functions/src/data/cases-repo');
  const { appendDiscussionMessage } = await import('../../functions/src/data/discussion-repo');
  const { claimCase, requestExperts } = await import('../../functions/src/domain/discussion/expert-request');
  const current = await getCaseById(DEMO_DISCUSSION_CASE);
  if (!current || current.ownerUid !== applicantUid || current.expertRequest || current.discussion.lastSeq > 0) return;

  const expert = { uid: expertUid, name: DEMO_EXPERT.displayName };
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  // Keyed, as services/expert-requests.ts writes them, so the demo shows them in the reader's language.
  const system = (id: string, line: Message, unreadFor: 'applicant' | null) =>
    appendDiscussionMessage({
      caseId: DEMO_DISCUSSION_CASE,
      id,
      author: { role: 'system', unreadFor },
      text: renderEnglish(line),
      keyed: line,
    });
  const participant = (id: string, from: 'applicant' | 'expert', text: string) =>
    appendDiscussionMessage({
      caseId: DEMO_DISCUSSION_CASE,
      id,
      author:
        from === 'applicant'
          ? { role: 'participant', uid: applicantUid, name: DEMO_USER.displayName }
          : { role: 'participant', uid: expertUid, name: expert.name },
      text,
    });

  await getStorage()
    .bucket()
    .file(`users/${applicantUid}/documents/${SHARED_FILE.name}`)
    .save(await samplePdf(SHARED_FILE.title, SHARED_FILE.lines), {
      resumable: false,
      contentType: 'application/pdf',
      metadata: {
        contentType: 'application/pdf',
        metadata: { ownerUid: applicantUid, originalName: SHARED_FILE.name, caseId: DEMO_DISCUSSION_CASE },
      },
    });
  await decideOnCase(DEMO_DISCUSSION_CASE, (record) => {
    const request = requestExperts(record, NOTE, at(90));
    return {
      request: request.request,
      changes: { attachments: [...record.attachments.filter((name) => name !== SHARED_FILE.name), SHARED_FILE.name] },
      entries: [
        timelineEntry(at(100).toISOString(), 'applicant', msg('timeline:documentAttached', { name: SHARED_FILE.name })),
        ...request.entries,
      ],
    };
  });
  await system('6d1c9d1e-5a41-4c5e-9a3a-0b7c1f0a0f01', msg('discussion:caseSentToExpertsWithNote', { note: NOTE }), null);
  await decideOnCase(DEMO_DISCUSSION_CASE, (record) => {
    const claim = claimCase(record, expert, at(60));
    return { request: claim.request, entries: claim.entries, changes: { expertHighlights: HIGHLIGHTS } };
  });
  await system('6d1c9d1e-5a41-4c5e-9a3a-0b7c1f0a0f02', msg('discussion:expertTookCase', { name: expert.name }), 'applicant');
  for (const message of CONVERSATION) await participant(message.id, message.from, message.text);
}
