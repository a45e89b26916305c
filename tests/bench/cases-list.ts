// Budget: with 1,000 cases for one user in the emulator, GET /cases (page 1, a status filter and a search) answers at
// p95 ≤ 1.5× a bare firebase-admin query for the same page, measured in the same run. Prints both.
//
// The bare query is what it takes to get that page straight from Firestore with firebase-admin, no HTTP, token check,
// validation or decoding: the same status-filtered, updatedAt-ordered query, and (Firestore having no substring
// search) the same text match over what it returns, then the page's slice. The API adds Hosting's rewrite, the
// Functions emulator, the token check, the rate limit, zod in and out, and the list view.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one and runs itself inside it.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import type { CasePage } from '../../functions/src/shared/cases/case-views';
import { percentile, runBenchInStack } from '../support/bench';
import { API_URL, createTestUser, PROJECT_ID } from '../support/stack';

const CASES = 1000;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 60);
const WARM_UP = 8;
const PAGE_SIZE = 10;
const STATUS = 'Pending';
const SEARCH = 'garcía';
const BUDGET_RATIO = 1.5;
const RUN_TIMEOUT_MS = 240_000;

const STATUSES = ['Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived'] as const;
const SURNAMES = ['García', 'Nguyen', 'Smith', 'Okafor', 'Kowalski', 'Haddad', 'Silva', 'Chen', 'Ivanova', 'Mensah', 'Rossi', 'Khan'];
const GIVEN = ['Ana', 'Minh', 'John', 'Chiamaka', 'Piotr', 'Layla', 'João', 'Wei', 'Olga', 'Kwame', 'Giulia', 'Imran'];
const KINDS = [
  'I-130 Petition for Alien Relative',
  'I-485 Adjustment of Status',
  'I-765 Work permit',
  'K-1 fiancé(e) visa',
  'F-1 student visa',
  'N-400 Naturalization',
];
const DAY = 86_400_000;

const fold = (text: string) => text.normalize('NFC').toLowerCase();

async function seedCases(uid: string): Promise<void> {
  const db = getFirestore();
  const now = Date.now();
  for (let start = 0; start < CASES; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(CASES, start + 400); i++) {
      const status = STATUSES[i % STATUSES.length] ?? 'Open';
      const updated = now - ((i * 7919) % (700 * DAY));
      batch.set(db.collection('cases').doc(`bench-${uid.slice(0, 8)}-${i}`), {
        ownerUid: uid,
        chatId: null,
        caseNumber: `IA-2026-${String(100000 + i).padStart(6, '0')}`,
        caseName: `${KINDS[i % KINDS.length]} #${i}`,
        applicantName: `${GIVEN[(i * 5) % GIVEN.length]} ${SURNAMES[Math.floor(i / STATUSES.length) % SURNAMES.length]}`,
        category: null,
        status,
        tracked: false,
        submissionDate: status === 'Draft' ? null : new Date(updated - 30 * DAY).toISOString().slice(0, 10),
        timeline: [{ date: new Date(updated).toISOString(), event: 'Case opened', by: 'applicant' }],
        attachments: [],
        createdAt: Timestamp.fromMillis(updated - DAY),
        updatedAt: Timestamp.fromMillis(updated),
      });
    }
    await batch.commit();
  }
}

async function viaApi(token: string): Promise<{ ms: number; page: CasePage }> {
  const started = performance.now();
  const res = await fetch(`${API_URL}/cases?status=${STATUS}&q=${encodeURIComponent(SEARCH)}&page=1&pageSize=${PAGE_SIZE}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await res.json()) as CasePage;
  if (!res.ok) throw new Error(`GET /cases answered ${res.status}`);
  return { ms: performance.now() - started, page };
}

async function bare(uid: string): Promise<{ ms: number; ids: string[]; total: number }> {
  const started = performance.now();
  const snapshot = await getFirestore()
    .collection('cases')
    .where('ownerUid', '==', uid)
    .where('status', '==', STATUS)
    .orderBy('updatedAt', 'desc')
    .get();
  const needle = fold(SEARCH);
  const matches = snapshot.docs.filter((doc) => {
    const data = doc.data();
    return (
      String(data['caseNumber']).includes(SEARCH) ||
      fold(String(data['caseName'])).includes(needle) ||
      fold(String(data['applicantName'])).includes(needle)
    );
  });
  const ids = matches.slice(0, PAGE_SIZE).map((doc) => doc.id);
  return { ms: performance.now() - started, ids, total: matches.length };
}

const summary = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms · p95 ${percentile(sorted, 95).toFixed(1)} ms · max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;

async function measure(): Promise<boolean> {
  initializeApp({ projectId: PROJECT_ID });
  const user = await createTestUser('Bench Cases');
  await seedCases(user.uid);

  // Same page both ways, or the comparison means nothing.
  const [first, reference] = [await viaApi(user.idToken), await bare(user.uid)];
  const apiIds = first.page.cases.map((c) => c.caseId);
  if (JSON.stringify(apiIds) !== JSON.stringify(reference.ids) || first.page.total !== reference.total) {
    console.error(
      `cases list: the API's page (${apiIds.length} of ${first.page.total}) differs from the bare query's (${reference.ids.length} of ${reference.total})`,
    );
    return false;
  }

  const apiMs: number[] = [];
  const bareMs: number[] = [];
  // Alternated, so both see the same machine.
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    const a = await viaApi(user.idToken);
    const b = await bare(user.uid);
    if (round < WARM_UP) continue;
    apiMs.push(a.ms);
    bareMs.push(b.ms);
  }
  apiMs.sort((x, y) => x - y);
  bareMs.sort((x, y) => x - y);
  const ratio = percentile(apiMs, 95) / percentile(bareMs, 95);
  console.log(`${CASES} cases; status=${STATUS}, q="${SEARCH}": ${first.page.total} matches, page 1 of ${PAGE_SIZE}; ${ROUNDS} rounds`);
  console.log(`  GET /cases (through Hosting):      ${summary(apiMs)}`);
  console.log(`  bare firebase-admin query:         ${summary(bareMs)}`);
  const ok = ratio <= BUDGET_RATIO;
  console.log(`  p95 ratio ${ratio.toFixed(2)} (budget ≤ ${BUDGET_RATIO}) ${ok ? '✔' : '✖'}`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runBenchInStack('cases list', 'tests/bench/cases-list.ts', measure, RUN_TIMEOUT_MS);
}
