// Preparing the marriage green-card filing through the API, with two real users: the goal's case, the answer-once
// questions, answers checked and saved (SSNs sealed, shown masked), the filled official PDF read back with pdf-lib
// and pdftotext, the "Ready to file?" check and the packet; the other user gets 404 everywhere, and the SSN never
// reaches the stack's logs.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_ROOT } from '../../functions/src/domain/forms/fill';
import { formMapFor } from '../../functions/src/domain/forms/form-maps';
import type { CaseFormsView, FormCheckView, QuestionsView } from '../../functions/src/shared/forms/form-views';
import type { CaseSummary } from '../../functions/src/shared/cases/case-views';
import { passportPdf, samplePassport } from '../support/document-fixtures';
import { uploadReview, type ReviewFile } from '../support/review-upload';
import { api, API_URL, createTestUser, type TestUser } from '../support/stack';

const SSN = '234-56-7891';
/** As stored: digits only. */
const SSN_DIGITS = '234567891';
const ANSWERS = {
  'petitioner.familyName': 'Walker',
  'petitioner.givenName': 'James',
  'beneficiary.familyName': 'Hernandez',
  'beneficiary.givenName': 'Lucia',
  'beneficiary.birthDate': '1992-04-17',
  'beneficiary.birthCountry': 'Mexico',
  'beneficiary.ssn': SSN,
  'beneficiary.aNumber': 'A-212 345 678',
  'petitioner.timesMarried': 1,
  'petitioner.maritalStatus': 'married',
};

async function download(user: TestUser, path: string) {
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${user.idToken}` } });
  return { status: res.status, disposition: res.headers.get('content-disposition') ?? '', bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const run = promisify(execFile);
  const child = run('pdftotext', ['-layout', '-', '-'], { maxBuffer: 20_000_000, encoding: 'latin1' });
  child.child.stdin?.end(Buffer.from(bytes));
  return (await child).stdout;
}

const questions = (user: TestUser, caseId: string, form: string, query = '') =>
  api<QuestionsView>(`/cases/${caseId}/forms/${form}/questions${query}`, { token: user.idToken });
/** The AcroForm field (with its root) that `form`'s map fills with `question`, or, for a check box, its box for `when`. */
const fieldOfMap = (form: string) => (question: string, when?: string | boolean) =>
  `${FIELD_ROOT}${formMapFor(form)?.fields.find((field) => field.question === question && (when === undefined || (field.type === 'check' && field.when === when)))?.field}`;
/** The API's 400: `{ error: { code, message, fields } }`. */
type FieldErrors = { error: { message: string; fields?: Record<string, string> } };
const put = (user: TestUser, caseId: string, answers: Record<string, unknown>) =>
  api<CaseFormsView & Partial<FieldErrors>>(`/cases/${caseId}/answers`, { method: 'PUT', token: user.idToken, body: { answers } });

describe('preparing the marriage filing', () => {
  let owner: TestUser;
  let other: TestUser;
  let caseId: string;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Someone Else')]);
    const opened = await api<{ caseId: string; case?: CaseSummary }>('/cases', {
      token: owner.idToken,
      body: { goal: 'marriage-adjustment' },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.case?.goal).toBe('marriage-adjustment');
    caseId = opened.body.caseId;
  });

  it('keeps one case per goal: choosing the goal again answers the same case', async () => {
    const again = await api<{ caseId: string }>('/cases', { token: owner.idToken, body: { goal: 'marriage-adjustment' } });
    expect(again.status).toBe(200);
    expect(again.body.caseId).toBe(caseId);
    const bad = await api<FieldErrors>('/cases', { token: owner.idToken, body: { goal: 'moon-landing' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toContain('goal');
  });

  it("lists the goal's forms with editions, fees and a total; forms we do not ship link to their official page", async () => {
    const res = await api<CaseFormsView>(`/cases/${caseId}/forms`, { token: owner.idToken });
    expect(res.status).toBe(200);
    const byForm = new Map(res.body.forms.map((form) => [form.form, form]));
    expect([...byForm.keys()]).toEqual(['I-130', 'I-130A', 'I-485', 'I-864', 'I-864 (joint sponsor)', 'I-693', 'I-765', 'I-131']);
    // Only the account's email is known (prefilled): the I-130 is begun, nowhere near ready.
    expect(byForm.get('I-130')).toMatchObject({
      formId: 'i-130',
      edition: '04/01/24',
      fillable: true,
      required: true,
      status: 'in-progress',
      answered: 1,
    });
    expect(byForm.get('I-130')?.missing).toBeGreaterThan(5);
    expect(byForm.get('I-864')?.edition).toBe('10/17/24');
    // Nothing checked yet: the plan starts with the eligibility check.
    expect(res.body.plan.map((step) => step.step)).toEqual([
      'eligibility',
      'documents',
      'forms',
      'fees',
      'file',
      'biometrics',
      'interview',
      'decision',
    ]);
    expect(res.body.plan[0]).toEqual({ step: 'eligibility', state: 'current' });
    expect(byForm.get('I-693')).toMatchObject({ fillable: false, officialPage: 'https://www.uscis.gov/i-693' });
    expect(byForm.get('I-130')?.fee.paper).toBeGreaterThan(0);
    expect(res.body.total.paper).toBeGreaterThanOrEqual((byForm.get('I-130')?.fee.paper ?? 0) + (byForm.get('I-485')?.fee.paper ?? 0));
  });

  it('asks the same fact under the same id on every form, with where it lands', async () => {
    const [i130, i485] = await Promise.all([questions(owner, caseId, 'i-130'), questions(owner, caseId, 'i-485')]);
    expect(i130.status).toBe(200);
    const name130 = i130.body.questions.find((q) => q.id === 'beneficiary.familyName');
    const name485 = i485.body.questions.find((q) => q.id === 'beneficiary.familyName');
    expect(name130?.refs).toEqual(name485?.refs);
    expect(name130?.refs.map((ref) => ref.form)).toEqual(expect.arrayContaining(['I-130', 'I-485']));
    expect(name130).toMatchObject({ person: 'beneficiary', type: 'text', englishOnly: true, value: null });
    expect(name130?.label.length).toBeGreaterThan(0);
    expect(i130.body.questions.find((q) => q.id === 'beneficiary.email')).toMatchObject({ value: owner.email, prefilled: true });
    // Prior spouses are not asked of someone married once.
    expect(i130.body.questions.some((q) => q.id.startsWith('petitioner.priorSpouse.'))).toBe(false);
  });

  it('refuses bad answers with a message per question, and saves none of that request', async () => {
    const res = await put(owner, caseId, {
      'beneficiary.familyName': 'Hernandez',
      'beneficiary.ssn': '000-12-3456',
      'beneficiary.birthDate': '1992-02-30',
      'beneficiary.sex': 'F',
      'nobody.knows': 'x',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error?.fields ?? {}).sort()).toEqual(
      ['answers.beneficiary.birthDate', 'answers.beneficiary.sex', 'answers.beneficiary.ssn', 'answers.nobody.knows'].sort(),
    );
    expect(res.body.error?.fields?.['answers.beneficiary.ssn']).toMatch(/Social Security number has 9 digits/);
    const after = await questions(owner, caseId, 'i-130');
    expect(after.body.questions.find((q) => q.id === 'beneficiary.familyName')?.value).toBeNull();
    expect((await put(owner, caseId, {})).status).toBe(400);
    expect((await api(`/cases/${caseId}/answers`, { method: 'PUT', token: owner.idToken, body: { answers: [1] } })).status).toBe(400);
  });

  it('saves answers once for every form, masks the SSN, and shows it in full only on request', async () => {
    const saved = await put(owner, caseId, ANSWERS);
    expect(saved.status).toBe(200);
    expect(saved.body.forms.find((form) => form.form === 'I-130')?.status).toBe('in-progress');
    const i485 = await questions(owner, caseId, 'i-485');
    const ssn = i485.body.questions.find((q) => q.id === 'beneficiary.ssn');
    expect(ssn).toMatchObject({ value: '•••••7891', masked: true });
    expect(JSON.stringify(i485.body)).not.toContain(SSN_DIGITS);
    const revealed = await questions(owner, caseId, 'i-485', '?reveal=1');
    expect(revealed.body.questions.find((q) => q.id === 'beneficiary.ssn')).toMatchObject({ value: SSN_DIGITS, masked: false });
    expect(i485.body.questions.find((q) => q.id === 'beneficiary.familyName')?.value).toBe('Hernandez');
  });

  it('asks follow-ups only when they apply: a prior spouse once married twice', async () => {
    await put(owner, caseId, { 'petitioner.timesMarried': 2 });
    const asked = await questions(owner, caseId, 'i-130');
    expect(asked.body.questions.some((q) => q.id === 'petitioner.priorSpouse.0.familyName')).toBe(true);
    expect(asked.body.questions.some((q) => q.id === 'petitioner.priorSpouse.1.familyName')).toBe(false);
    await put(owner, caseId, { 'petitioner.timesMarried': 1 });
  });

  it('fills the official I-130: mapped fields hold the answers, signatures stay empty, the footer shows the edition', async () => {
    const pdf = await download(owner, `/cases/${caseId}/forms/i-130/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('I-130_edition_04-01-24.pdf');
    const map = formMapFor('I-130');
    const doc = await PDFDocument.load(pdf.bytes);
    const form = doc.getForm();
    const valueOf = (question: string) => {
      const mapping = map?.fields.find((field) => field.question === question && field.type === 'text');
      return form.getTextField(`${FIELD_ROOT}${mapping?.field}`).getText();
    };
    expect(valueOf('petitioner.familyName')).toBe('Walker');
    expect(valueOf('beneficiary.givenName')).toBe('Lucia');
    expect(valueOf('beneficiary.birthDate')).toBe('04/17/1992');
    for (const place of map?.signatures ?? []) {
      const field = form.getField(`${FIELD_ROOT}${place.field}`);
      if (field instanceof PDFTextField) expect(field.getText() ?? '').toBe('');
    }
    const text = await pdfText(pdf.bytes);
    expect(text).toMatch(/Form I-130\s+Edition 04\/01\/24/);
    const summary = await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: owner.idToken });
    expect(summary.body.case.timeline.map((entry) => entry.event).join('\n')).toContain('I-130, edition 04/01/24');
  });

  it('says what keeps a form from being ready, and makes the packet', async () => {
    const check = await api<FormCheckView>(`/cases/${caseId}/forms/i-485/check`, { token: owner.idToken });
    expect(check.status).toBe(200);
    expect(check.body.ready).toBe(false);
    const missing = check.body.problems.filter((problem) => problem.kind === 'missing-answer');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing[0]?.refs[0]).toMatchObject({ form: 'I-485' });
    expect(check.body.problems.some((problem) => problem.kind === 'medical-exam' && problem.severity === 'blocker')).toBe(true);

    const packet = await download(owner, `/cases/${caseId}/packet.pdf`);
    expect(packet.status).toBe(200);
    const text = await pdfText(packet.bytes);
    expect(text).toContain('Hernandez');
    expect(text).toMatch(/Form I-485\s+Edition 01\/20\/25/);
  });

  it('answers 404 to the other user on every route, and 404 for a form the goal does not have', async () => {
    const paths = [`/cases/${caseId}/forms`, `/cases/${caseId}/forms/i-130/questions`, `/cases/${caseId}/forms/i-130/check`];
    for (const path of paths) expect((await api(path, { token: other.idToken })).status, path).toBe(404);
    for (const path of [`/cases/${caseId}/forms/i-130/pdf`, `/cases/${caseId}/packet.pdf`]) {
      const res = await download(other, path);
      expect(res.status, path).toBe(404);
      expect(Buffer.from(res.bytes).toString('latin1')).not.toContain('7891');
    }
    expect((await put(other, caseId, { 'beneficiary.familyName': 'Hijack' })).status).toBe(404);
    expect((await questions(owner, caseId, 'n-400')).status).toBe(404);
    expect((await api(`/cases/${caseId}/forms`)).status).toBe(401);
  });

  it("puts the SSN in its owner's data export in full, and never in the stack's logs", async () => {
    const exportText = async (user: TestUser) => {
      const res = await fetch(`${API_URL}/account/export`, { headers: { authorization: `Bearer ${user.idToken}` } });
      expect(res.status).toBe(200);
      const json = unzipSync(new Uint8Array(await res.arrayBuffer()))['data.json'];
      return json ? strFromU8(json) : '';
    };
    const mine = await exportText(owner);
    expect(mine).toContain('"caseAnswers"');
    expect(mine).toContain(SSN_DIGITS);
    expect(await exportText(other)).not.toContain(SSN_DIGITS);
    const logFile = process.env['STACK_LOG_FILE'];
    expect(logFile, 'the launcher names its log file').toBeTruthy();
    const logs = await readFile(String(logFile), 'utf8');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(SSN_DIGITS);
    expect(logs).not.toContain(SSN);
  });
});

describe("a joint sponsor's own I-864, when the petitioner's income falls short", () => {
  let owner: TestUser;
  let other: TestUser;
  let caseId: string;
  const JOINT = 'i-864-joint-sponsor';
  const JOINT_SSN = '345678912';
  const problemKeys = async (form: string) => {
    const check = await api<FormCheckView>(`/cases/${caseId}/forms/${form}/check`, { token: owner.idToken });
    expect(check.status).toBe(200);
    return check.body.problems.filter((problem) => problem.kind === 'income').map((problem) => [problem.severity, problem.message]);
  };

  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Someone Else')]);
    caseId = (await api<{ caseId: string }>('/cases', { token: owner.idToken, body: { goal: 'marriage-adjustment' } })).body.caseId;
    // The petitioner's household of 2 needs $26,437 (125% of the 2025 guideline); $20,000 falls short.
    const saved = await put(owner, caseId, { ...ANSWERS, 'i-864.householdSize': 2, 'i-864.individualIncome': 20_000 });
    expect(saved.status).toBe(200);
  });

  it('lists it as an optional form, not filed until the joint sponsor is named', async () => {
    const res = await api<CaseFormsView>(`/cases/${caseId}/forms`, { token: owner.idToken });
    const joint = res.body.forms.find((form) => form.formId === JOINT);
    expect(joint).toMatchObject({ form: 'I-864 (joint sponsor)', edition: '10/17/24', required: false, fillable: true });
    expect(joint?.fee).toEqual({ online: null, paper: 0 });
    const [below] = await problemKeys('i-864');
    expect(below?.[0]).toBe('blocker');
    expect(below?.[1]).toContain('a joint sponsor who files an I-864 of their own');
  });

  it("asks the joint sponsor's facts and household apart from the petitioner's, and shares the beneficiary's", async () => {
    const asked = await questions(owner, caseId, JOINT);
    expect(asked.status).toBe(200);
    const byId = new Map(asked.body.questions.map((question) => [question.id, question]));
    expect(byId.get('jointSponsor.familyName')).toMatchObject({ person: 'jointSponsor', personLabel: 'The joint sponsor', value: null });
    expect(byId.get('beneficiary.familyName')).toMatchObject({ value: 'Hernandez' });
    expect(byId.get('i-864-joint.householdSize')).toMatchObject({ value: null, type: 'number' });
    expect(byId.get('i-864-joint.basis')?.options?.map((option) => option.value)).toEqual(['only-joint-sponsor', 'joint-sponsor']);
    expect(byId.has('i-864-joint.activeDuty')).toBe(false);
    expect([...byId.keys()].some((id) => id.startsWith('petitioner.'))).toBe(false);
    expect(byId.get('i-864-joint.householdSize')?.group).toContain('Part 5');
  });

  it("checks the joint sponsor's income against the joint sponsor's own household, and the petitioner's then only warns", async () => {
    const named = await put(owner, caseId, {
      'jointSponsor.familyName': 'Ruiz',
      'jointSponsor.givenName': 'Marta',
      'jointSponsor.ssn': JOINT_SSN,
      'jointSponsor.citizenshipBy': 'birth',
      'i-864-joint.basis': 'only-joint-sponsor',
      'i-864-joint.householdSize': 3,
      'i-864-joint.individualIncome': 30_000,
    });
    expect(named.status).toBe(200);
    // A household of 3 needs $33,312.
    const [jointBelow] = await problemKeys(JOINT);
    expect(jointBelow?.[0]).toBe('blocker');
    expect(jointBelow?.[1]).toContain("The joint sponsor's income, $30,000, is below the $33,312");
    const petitioner = await problemKeys('i-864');
    expect(petitioner.map(([severity]) => severity)).not.toContain('blocker');
    expect(String(petitioner[0]?.[1])).toContain('The joint sponsor must file an I-864 of their own');
    const masked = (await questions(owner, caseId, JOINT)).body.questions.find((question) => question.id === 'jointSponsor.ssn');
    expect(masked).toMatchObject({ masked: true, value: '•••••8912' });

    // The joint sponsor's husband, whose income counts: with it the household reaches the line.
    await put(owner, caseId, {
      'jointSponsor.householdMember.0.name': 'Pedro Ruiz',
      'jointSponsor.householdMember.0.relationship': 'Spouse',
      'jointSponsor.householdMember.0.income': 10_000,
    });
    // What remains is the reminder that newer poverty guidelines may apply.
    const after = await problemKeys(JOINT);
    expect(after.every(([severity, message]) => severity === 'warning' && String(message).includes('poverty guidelines'))).toBe(true);
    const check = await api<FormCheckView>(`/cases/${caseId}/forms/${JOINT}/check`, { token: owner.idToken });
    expect(check.body.problems.map((problem) => problem.message)).toContain(
      "Form I-864A signed by Pedro Ruiz and the joint sponsor, with proof of Pedro Ruiz's income: not uploaded.",
    );
    const listed = await api<CaseFormsView>(`/cases/${caseId}/forms`, { token: owner.idToken });
    expect(listed.body.forms.find((form) => form.formId === JOINT)?.status).toBe('in-progress');
  });

  it('fills the official I-864 with the joint sponsor as the sponsor, and puts both affidavits in the packet', async () => {
    const pdf = await download(owner, `/cases/${caseId}/forms/${JOINT}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('I-864-joint-sponsor_edition_10-17-24.pdf');
    const map = formMapFor('I-864 (joint sponsor)');
    const form = (await PDFDocument.load(pdf.bytes)).getForm();
    const textOf = (question: string) => {
      const mapping = map?.fields.find((field) => field.question === question && field.type === 'text');
      return form.getTextField(`${FIELD_ROOT}${mapping?.field}`).getText();
    };
    expect(textOf('jointSponsor.familyName')).toBe('Ruiz');
    expect(textOf('jointSponsor.ssn')).toBe(JOINT_SSN);
    expect(textOf('beneficiary.familyName')).toBe('Hernandez');
    expect(textOf('i-864-joint.individualIncome')).toBe('30000');
    expect(textOf('jointSponsor.householdMember.0.name')).toBe('Pedro Ruiz');
    expect(textOf('jointSponsor.householdMember.0.income')).toBe('10000');
    expect(form.getCheckBox(`${FIELD_ROOT}#subform[0].P1_Line1a-f_CB[3]`).isChecked()).toBe(true);
    expect(form.getCheckBox(`${FIELD_ROOT}#subform[0].P1_Line1a-f_CB[0]`).isChecked()).toBe(false);
    const footers = (text: string) => text.match(/Form I-864\s+Edition 10\/17\/24/g)?.length ?? 0;
    const pages = footers(await pdfText(pdf.bytes));
    expect(pages).toBeGreaterThan(0);

    const packet = await download(owner, `/cases/${caseId}/packet.pdf`);
    expect(packet.status).toBe(200);
    const text = await pdfText(packet.bytes);
    expect(text).toContain('I-864 (joint sponsor)');
    expect(footers(text)).toBe(2 * pages);
  });

  it('answers 404 to the other user on the joint sponsor form', async () => {
    for (const path of [`/cases/${caseId}/forms/${JOINT}/questions`, `/cases/${caseId}/forms/${JOINT}/check`]) {
      expect((await api(path, { token: other.idToken })).status, path).toBe(404);
    }
    const pdf = await download(other, `/cases/${caseId}/forms/${JOINT}/pdf`);
    expect(pdf.status).toBe(404);
    expect(Buffer.from(pdf.bytes).toString('latin1')).not.toContain('8912');
    expect((await put(other, caseId, { 'jointSponsor.familyName': 'Hijack' })).status).toBe(404);
  });
});

describe('replacing a green card: the I-90, filed by the permanent resident', () => {
  let owner: TestUser;
  let other: TestUser;
  let caseId: string;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser('Rosa Delgado'), createTestUser('Someone Else')]);
    const opened = await api<{ caseId: string; case?: CaseSummary }>('/cases', {
      token: owner.idToken,
      body: { goal: 'green-card-replacement' },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.case?.category).toBeNull();
    caseId = opened.body.caseId;
  });

  it('lists the I-90 with its fee and a plan without an eligibility check or an interview', async () => {
    const res = await api<CaseFormsView>(`/cases/${caseId}/forms`, { token: owner.idToken });
    expect(res.status).toBe(200);
    expect(res.body.forms.map((form) => [form.formId, form.edition, form.fee])).toEqual([
      ['i-90', '01/20/25', { online: 415, paper: 465 }],
    ]);
    expect(res.body.plan.map((step) => step.step)).toEqual(['documents', 'forms', 'fees', 'file', 'biometrics', 'decision']);
  });

  it('asks the applicant, prefilled from the account, and the reason of their own status only', async () => {
    const first = new Map((await questions(owner, caseId, 'i-90')).body.questions.map((q) => [q.id, q]));
    expect(first.get('applicant.familyName')).toMatchObject({ person: 'applicant', personLabel: 'You (the applicant)' });
    expect(first.get('applicant.email')).toMatchObject({ value: owner.email, prefilled: true });
    expect(first.has('i-90.reasonA') || first.has('i-90.reasonB')).toBe(false);
    expect(first.get('applicant.lprDate')).toBeDefined();

    await put(owner, caseId, { 'i-90.status': 'lpr' });
    const lpr = new Map((await questions(owner, caseId, 'i-90')).body.questions.map((q) => [q.id, q]));
    expect(lpr.get('i-90.reasonA')?.options?.map((option) => option.value)).toContain('expiring');
    expect(lpr.has('i-90.reasonB')).toBe(false);

    await put(owner, caseId, { 'i-90.status': 'conditional' });
    const conditional = new Map((await questions(owner, caseId, 'i-90')).body.questions.map((q) => [q.id, q]));
    expect(conditional.get('i-90.reasonB')?.options?.map((option) => option.value)).not.toContain('expiring');
    const check = await api<FormCheckView>(`/cases/${caseId}/forms/i-90/check`, { token: owner.idToken });
    const warning = check.body.problems.find((problem) => problem.kind === 'inconsistent');
    expect(warning).toMatchObject({ severity: 'warning', refs: [{ form: 'I-90', part: '2', item: '1.c', questionId: 'i-90.status' }] });
    expect(warning?.message).toContain('Form I-751');
  });

  it('fills the official I-90 with the applicant and the reason chosen', async () => {
    const saved = await put(owner, caseId, {
      'applicant.familyName': 'Delgado',
      'applicant.givenName': 'Rosa',
      'applicant.birthDate': '1988-02-03',
      'i-90.status': 'lpr',
      'i-90.reasonA': 'expiring',
    });
    expect(saved.status).toBe(200);
    const pdf = await download(owner, `/cases/${caseId}/forms/i-90/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('I-90_edition_01-20-25.pdf');
    const form = (await PDFDocument.load(pdf.bytes)).getForm();
    const fieldOf = fieldOfMap('I-90');
    expect(form.getTextField(fieldOf('applicant.familyName')).getText()).toBe('Delgado');
    expect(form.getTextField(fieldOf('applicant.birthDate')).getText()).toBe('02/03/1988');
    expect(form.getCheckBox(fieldOf('i-90.status', 'lpr')).isChecked()).toBe(true);
    expect(form.getCheckBox(fieldOf('i-90.reasonA', 'expiring')).isChecked()).toBe(true);
    expect(form.getCheckBox(fieldOf('i-90.reasonA', 'lost-stolen-destroyed')).isChecked()).toBe(false);
    expect(await pdfText(pdf.bytes)).toMatch(/Form I-90\s+Edition 01\/20\/25/);
  });

  it('answers 404 to the other user', async () => {
    expect((await questions(other, caseId, 'i-90')).status).toBe(404);
    expect((await download(other, `/cases/${caseId}/forms/i-90/pdf`)).status).toBe(404);
  });
});

describe('removing the conditions: the I-751, filed by the conditional resident with or without the spouse', () => {
  let owner: TestUser;
  let other: TestUser;
  let caseId: string;
  const byId = async () => new Map((await questions(owner, caseId, 'i-751')).body.questions.map((q) => [q.id, q]));

  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Someone Else')]);
    const opened = await api<{ caseId: string }>('/cases', { token: owner.idToken, body: { goal: 'remove-conditions' } });
    expect(opened.status).toBe(201);
    caseId = opened.body.caseId;
  });

  it('lists the I-751 with its fee, and asks the conditional resident and the spouse', async () => {
    const res = await api<CaseFormsView>(`/cases/${caseId}/forms`, { token: owner.idToken });
    expect(res.body.forms.map((form) => [form.formId, form.edition, form.fee])).toEqual([
      ['i-751', '04/01/24', { online: null, paper: 750 }],
    ]);
    const asked = await byId();
    expect(asked.get('applicant.familyName')).toMatchObject({ person: 'applicant' });
    expect(asked.get('petitioner.familyName')).toMatchObject({ person: 'petitioner' });
    expect(asked.has('i-751.waiver.divorced')).toBe(false);
    expect(asked.has('i-751.child.0.livingWithYou')).toBe(false);
  });

  it('asks the waivers of a petition filed alone, and a child’s questions once the child is named', async () => {
    await put(owner, caseId, {
      'i-751.basis': 'waiver',
      'applicant.child.0.givenName': 'Mateo',
      'applicant.child.0.familyName': 'Hernandez',
    });
    const asked = await byId();
    expect(asked.get('i-751.waiver.divorced')).toMatchObject({ type: 'yes-no', required: true });
    expect(asked.get('i-751.child.0.livingWithYou')).toMatchObject({ type: 'yes-no' });
    expect(asked.has('i-751.child.1.livingWithYou')).toBe(false);
  });

  it('blocks a joint petition before its 90-day window opens', async () => {
    await put(owner, caseId, { 'i-751.basis': 'joint-spouse', 'i-751.cardExpires': '2099-06-30' });
    const check = await api<FormCheckView>(`/cases/${caseId}/forms/i-751/check`, { token: owner.idToken });
    const window = check.body.problems.find((problem) => problem.refs.some((ref) => ref.questionId === 'i-751.cardExpires'));
    expect(window).toMatchObject({ severity: 'blocker' });
    expect(window?.message).toContain('Apr 1, 2099');
    expect(check.body.ready).toBe(false);
  });

  it('fills the official I-751: the resident, the basis, the spouse and the child', async () => {
    await put(owner, caseId, {
      'applicant.familyName': 'Hernandez',
      'applicant.givenName': 'Lucia',
      'petitioner.familyName': 'Walker',
      'petitioner.givenName': 'James',
      'i-751.child.0.livingWithYou': true,
    });
    const pdf = await download(owner, `/cases/${caseId}/forms/i-751/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('I-751_edition_04-01-24.pdf');
    const form = (await PDFDocument.load(pdf.bytes)).getForm();
    const fieldOf = fieldOfMap('I-751');
    expect(form.getTextField(fieldOf('applicant.familyName')).getText()).toBe('Hernandez');
    expect(form.getTextField(fieldOf('petitioner.familyName')).getText()).toBe('Walker');
    expect(form.getTextField(fieldOf('applicant.child.0.givenName')).getText()).toBe('Mateo');
    expect(form.getTextField(fieldOf('i-751.cardExpires')).getText()).toBe('06/30/2099');
    expect(form.getCheckBox(fieldOf('i-751.basis', 'joint-spouse')).isChecked()).toBe(true);
    expect(form.getCheckBox(fieldOf('i-751.child.0.livingWithYou', true)).isChecked()).toBe(true);
    expect(await pdfText(pdf.bytes)).toMatch(/Form I-751\s+Edition 04\/01\/24/);
  });

  it('answers 404 to the other user', async () => {
    expect((await questions(other, caseId, 'i-751')).status).toBe(404);
  });
});

describe('what the app already knows, and a filled form read back by document review', () => {
  let user: TestUser;
  let caseId: string;

  async function review(file: ReviewFile, extra: Record<string, string> = {}) {
    const { status, review: result } = await uploadReview(user.idToken, [file], { category: 'family', country: 'Mexico', ...extra });
    expect(status).toBe(201);
    return result;
  }

  beforeAll(async () => {
    user = await createTestUser('Lucia Hernandez');
    caseId = (await api<{ caseId: string }>('/cases', { token: user.idToken, body: { goal: 'marriage-adjustment' } })).body.caseId;
  });

  it("prefills the applying spouse's passport and account facts, marked as prefilled until confirmed", async () => {
    const passport = samplePassport({ surname: 'Hernandez', givenNames: 'Lucia', number: 'G7654321', birth: '1992-04-17' });
    await review({ name: 'passport.pdf', bytes: await passportPdf(passport) }, { caseId });
    const asked = (await questions(user, caseId, 'i-485')).body.questions;
    const byId = new Map(asked.map((question) => [question.id, question]));
    expect(byId.get('beneficiary.passportNumber')).toMatchObject({ value: 'G7654321', prefilled: true });
    expect(byId.get('beneficiary.birthDate')).toMatchObject({ value: '1992-04-17', prefilled: true });
    expect(byId.get('beneficiary.familyName')).toMatchObject({ value: 'Hernandez', prefilled: true });
    expect(byId.get('beneficiary.email')).toMatchObject({ value: user.email, prefilled: true });

    await put(user, caseId, { 'beneficiary.passportNumber': 'G7654321', 'beneficiary.email': null });
    const after = new Map((await questions(user, caseId, 'i-485')).body.questions.map((question) => [question.id, question]));
    expect(after.get('beneficiary.passportNumber')).toMatchObject({ value: 'G7654321', prefilled: false });
    // A prefilled answer the applicant cleared stays cleared.
    expect(after.get('beneficiary.email')).toMatchObject({ value: null, prefilled: false });
  });

  it('reads an I-130 filled here as an I-130 of the current edition, with no error', async () => {
    await put(user, caseId, ANSWERS);
    const pdf = await download(user, `/cases/${caseId}/forms/i-130/pdf`);
    expect(pdf.status).toBe(200);
    const result = await review({ name: 'I-130 filled.pdf', bytes: pdf.bytes });
    const [document] = result.documents;
    expect(document?.kind).toBe('form-i-130');
    expect(document?.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });
});

describe('naturalization: the N-400, with its trips abroad, its good-moral-character questions and the reduced fee', () => {
  let owner: TestUser;
  let other: TestUser;
  let caseId: string;
  const byId = async () => new Map((await questions(owner, caseId, 'n-400')).body.questions.map((q) => [q.id, q]));
  const trip = (n: number, departed: string, returned: string, countries: string) => ({
    [`n-400.trip.${n}.departed`]: departed,
    [`n-400.trip.${n}.returned`]: returned,
    [`n-400.trip.${n}.countries`]: countries,
  });

  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Someone Else')]);
    const opened = await api<{ caseId: string }>('/cases', { token: owner.idToken, body: { goal: 'naturalization' } });
    expect(opened.status).toBe(201);
    caseId = opened.body.caseId;
  });

  it('lists the N-400 with its fee, and asks the next trip once the last one is given', async () => {
    const res = await api<CaseFormsView>(`/cases/${caseId}/forms`, { token: owner.idToken });
    expect(res.body.forms.map((form) => [form.formId, form.edition, form.fee])).toEqual([
      ['n-400', '01/20/25', { online: 710, paper: 760 }],
    ]);
    let asked = await byId();
    expect(asked.get('applicant.lprDate')).toMatchObject({ person: 'applicant', type: 'date' });
    expect(asked.get('n-400.pt9.q15b')).toMatchObject({ type: 'yes-no', required: true });
    expect(asked.get('n-400.trip.0.departed')).toMatchObject({ type: 'date', required: false });
    expect(asked.has('n-400.trip.1.departed')).toBe(false);
    expect(asked.has('n-400.spouse.familyName')).toBe(false);
    await put(owner, caseId, { ...trip(0, '2025-03-01', '2025-03-15', 'Mexico'), 'n-400.basis': 'citizen-spouse' });
    asked = await byId();
    expect(asked.get('n-400.trip.1.departed')).toMatchObject({ type: 'date' });
    expect(asked.get('n-400.spouse.familyName')).toBeDefined();
  });

  it('flags a Yes to a good-moral-character question and offers an expert', async () => {
    const asked = await byId();
    expect(asked.get('n-400.pt9.q15b')?.flag).toMatchObject({ when: true });
    expect(asked.get('n-400.pt9.q15b')?.flag?.warning).toContain('naturalization');
    expect(asked.get('n-400.pt9.q31')?.flag).toMatchObject({ when: false });
  });

  it('checks residence from the trips: a trip of 7 months is flagged with its rule, filing too early is blocked', async () => {
    await put(owner, caseId, {
      'n-400.basis': 'general',
      'applicant.lprDate': '2020-01-15',
      ...trip(0, '2025-03-01', '2025-03-15', 'Mexico'),
      ...trip(1, '2023-01-10', '2023-08-10', 'Mexico, Guatemala'),
    });
    let check = await api<FormCheckView>(`/cases/${caseId}/forms/n-400/check`, { token: owner.idToken });
    const long = check.body.problems.find((problem) => problem.refs.some((ref) => ref.questionId === 'n-400.trip.1.departed'));
    expect(long).toMatchObject({ severity: 'warning' });
    expect(long?.message).toContain('more than 6 months');
    expect((await put(owner, caseId, { 'applicant.lprDate': '2025-06-01' })).status).toBe(200);
    check = await api<FormCheckView>(`/cases/${caseId}/forms/n-400/check`, { token: owner.idToken });
    const early = check.body.problems.find((problem) => problem.refs.some((ref) => ref.questionId === 'applicant.lprDate'));
    expect(early).toMatchObject({ severity: 'blocker' });
    expect(early?.message).toContain('Mar 3, 2030');
    await put(owner, caseId, { 'applicant.lprDate': '2020-01-15' });
  });

  it('prices the reduced fee once Part 10 asks for it', async () => {
    const res = await put(owner, caseId, { 'n-400.feeReduction': true, 'n-400.householdIncome': 40000, 'n-400.householdSize': 3 });
    expect(res.status).toBe(200);
    expect(res.body.forms[0]?.fee).toEqual({ online: 380, paper: 380 });
  });

  it('fills the official N-400: the basis, the trips in Part 8 and the ones past its rows in Part 14', async () => {
    const more = Object.assign({}, ...[2, 3, 4, 5, 6, 7].map((n) => trip(n, `2022-0${n}-01`, `2022-0${n}-05`, 'Canada')));
    await put(owner, caseId, { 'applicant.familyName': 'Hernandez', 'applicant.givenName': 'Lucia', 'n-400.pt9.q15b': false, ...more });
    const pdf = await download(owner, `/cases/${caseId}/forms/n-400/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('N-400_edition_01-20-25.pdf');
    const form = (await PDFDocument.load(pdf.bytes)).getForm();
    const fieldOf = fieldOfMap('N-400');
    expect(form.getTextField(fieldOf('applicant.familyName')).getText()).toBe('Hernandez');
    expect(form.getCheckBox(fieldOf('n-400.basis', 'general')).isChecked()).toBe(true);
    expect(form.getTextField(fieldOf('n-400.trip.1.departed')).getText()).toBe('01/10/2023');
    expect(form.getTextField(fieldOf('n-400.trip.1.countries')).getText()).toBe('Mexico, Guatemala');
    expect(form.getCheckBox(fieldOf('n-400.pt9.q15b', false)).isChecked()).toBe(true);
    expect(form.getCheckBox(fieldOf('n-400.feeReduction', true)).isChecked()).toBe(true);
    const text = await pdfText(pdf.bytes);
    expect(text).toMatch(/Form N-400\s+Edition 01\/20\/25/);
    expect(text).toContain('Trip 7: left the United States 06/01/2022, returned 06/05/2022; countries: Canada');
  });

  it('answers 404 to the other user, and 400 to an answer of the wrong type', async () => {
    expect((await questions(other, caseId, 'n-400')).status).toBe(404);
    expect((await put(other, caseId, { 'n-400.basis': 'general' })).status).toBe(404);
    const bad = await put(owner, caseId, { 'n-400.trip.0.departed': 'last spring', 'n-400.basis': 'lottery' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(
      expect.arrayContaining(['answers.n-400.trip.0.departed', 'answers.n-400.basis']),
    );
  });
});

/** A goal's case for a new user, and the other user who must not see it. */
function goalCase(goal: string) {
  const state = { owner: undefined as unknown as TestUser, other: undefined as unknown as TestUser, caseId: '' };
  beforeAll(async () => {
    [state.owner, state.other] = await Promise.all([createTestUser('Lucia Hernandez'), createTestUser('Someone Else')]);
    const opened = await api<{ caseId: string }>('/cases', { token: state.owner.idToken, body: { goal } });
    expect(opened.status).toBe(201);
    state.caseId = opened.body.caseId;
  });
  return state;
}

describe('extending a stay or changing status: the I-539, checked against the I-94', () => {
  const state = goalCase('extend-stay');
  const byId = async () => new Map((await questions(state.owner, state.caseId, 'i-539')).body.questions.map((q) => [q.id, q]));

  it('lists the I-539 with its fee, and asks the admit-until date unless the stay is for duration of status', async () => {
    const res = await api<CaseFormsView>(`/cases/${state.caseId}/forms`, { token: state.owner.idToken });
    expect(res.body.forms.map((form) => [form.formId, form.edition, form.fee])).toEqual([
      ['i-539', '08/28/24', { online: 420, paper: 470 }],
    ]);
    expect((await byId()).has('i-539.admitUntil')).toBe(false);
    await put(state.owner, state.caseId, { 'i-539.durationOfStatus': false, 'i-539.applicationType': 'change' });
    const asked = await byId();
    expect(asked.get('i-539.admitUntil')).toMatchObject({ type: 'date' });
    expect(asked.get('i-539.requestedStatus')).toBeDefined();
    expect(asked.get('i-539.pt4.q12')?.flag?.warning).toContain('extension or change of status');
  });

  it('blocks a filing after the authorized stay ended, and a change a visa-waiver visitor cannot make', async () => {
    await put(state.owner, state.caseId, { 'i-539.admitUntil': '2026-01-15', 'i-539.currentStatus': 'WT', 'i-539.requestedStatus': 'F1' });
    const check = await api<FormCheckView>(`/cases/${state.caseId}/forms/i-539/check`, { token: state.owner.idToken });
    const messages = check.body.problems.filter((problem) => problem.severity === 'blocker').map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringContaining('ended on Jan 15, 2026'), expect.stringContaining('INA § 248(a)')]),
    );
  });

  it('fills the official I-539: the status codes in their lists, the dates and the application type', async () => {
    await put(state.owner, state.caseId, {
      'applicant.familyName': 'Hernandez',
      'i-539.currentStatus': 'B2',
      'i-539.admitUntil': '2027-02-01',
      'i-539.extendUntil': '2027-08-01',
    });
    const pdf = await download(state.owner, `/cases/${state.caseId}/forms/i-539/pdf`);
    expect(pdf.status).toBe(200);
    const form = (await PDFDocument.load(pdf.bytes)).getForm();
    const fieldOf = fieldOfMap('I-539');
    expect(form.getTextField(fieldOf('applicant.familyName')).getText()).toBe('Hernandez');
    expect(form.getDropdown(fieldOf('i-539.currentStatus')).getSelected()).toEqual([' B2 - TEMPORARY VISITOR FOR PLEASURE']);
    expect(form.getDropdown(fieldOf('i-539.requestedStatus')).getSelected()).toEqual([' F1 - STUDENT - ACADEMIC']);
    expect(form.getTextField(fieldOf('i-539.admitUntil')).getText()).toBe('02/01/2027');
    expect(form.getCheckBox(fieldOf('i-539.applicationType', 'change')).isChecked()).toBe(true);
    expect(await pdfText(pdf.bytes)).toMatch(/Form I-539\s+Edition 08\/28\/24/);
  });

  it('answers 404 to the other user', async () => {
    expect((await questions(state.other, state.caseId, 'i-539')).status).toBe(404);
    expect((await download(state.other, `/cases/${state.caseId}/forms/i-539/pdf`)).status).toBe(404);
  });
});

describe('a fiancé(e) petition: the I-129F, both free to marry and met in person', () => {
  const state = goalCase('fiance-petition');
  const byId = async () => new Map((await questions(state.owner, state.caseId, 'i-129f')).body.questions.map((q) => [q.id, q]));

  it('lists the I-129F with its fee and names the beneficiary as the fiancé(e)', async () => {
    const res = await api<CaseFormsView>(`/cases/${state.caseId}/forms`, { token: state.owner.idToken });
    expect(res.body.forms.map((form) => [form.formId, form.edition, form.fee])).toEqual([
      ['i-129f', '01/20/25', { online: null, paper: 675 }],
    ]);
    const asked = await byId();
    expect(asked.get('beneficiary.familyName')?.personLabel).toBe('Your fiancé(e) or spouse abroad (the beneficiary)');
    expect(asked.get('petitioner.familyName')?.personLabel).toBe('The petitioner (U.S. citizen)');
    expect(asked.has('i-129f.pt1.priorMarriageEnded')).toBe(false);
  });

  it('blocks a partner still married and an exemption from the meeting without its reasons', async () => {
    await put(state.owner, state.caseId, {
      'i-129f.classification': 'k1',
      'beneficiary.maritalStatus': 'married',
      'i-129f.metInPerson': 'no',
    });
    const check = await api<FormCheckView>(`/cases/${state.caseId}/forms/i-129f/check`, { token: state.owner.idToken });
    const refs = check.body.problems
      .filter((problem) => problem.severity === 'blocker')
      .flatMap((problem) => problem.refs.map((ref) => ref.questionId));
    expect(refs).toEqual(expect.arrayContaining(['beneficiary.maritalStatus', 'i-129f.meetingDescription']));
    expect(check.body.ready).toBe(false);
  });

  it('fills the official I-129F: both partners, the classification and the meeting', async () => {
    await put(state.owner, state.caseId, {
      'petitioner.familyName': 'Walker',
      'beneficiary.familyName': 'Hernandez',
      'beneficiary.maritalStatus': 'divorced',
      'i-129f.metInPerson': 'yes',
      'i-129f.meetingDescription': 'We met in Guadalajara in June 2026.',
    });
    const pdf = await download(state.owner, `/cases/${state.caseId}/forms/i-129f/pdf`);
    expect(pdf.status).toBe(200);
    const form = (await PDFDocument.load(pdf.bytes)).getForm();
    const fieldOf = fieldOfMap('I-129F');
    expect(form.getTextField(fieldOf('petitioner.familyName')).getText()).toBe('Walker');
    expect(form.getTextField(fieldOf('beneficiary.familyName')).getText()).toBe('Hernandez');
    expect(form.getCheckBox(fieldOf('i-129f.classification', 'k1')).isChecked()).toBe(true);
    expect(form.getCheckBox(fieldOf('i-129f.metInPerson', 'yes')).isChecked()).toBe(true);
    expect(form.getTextField(fieldOf('i-129f.meetingDescription')).getText()).toBe('We met in Guadalajara in June 2026.');
    expect(await pdfText(pdf.bytes)).toMatch(/Form I-129F\s+Edition 01\/20\/25/);
  });

  it('answers 404 to the other user', async () => {
    expect((await questions(state.other, state.caseId, 'i-129f')).status).toBe(404);
  });
});
