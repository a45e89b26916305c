// The API's words in the user's language (docs/ARCHITECTURE.md, "Languages"), with two real users: Ana, who keeps
// the default English, and Sofía, who saved Spanish in Settings. Error answers follow Accept-Language, else the
// saved language, else English (unchanged byte for byte); notifications, the reminder job's notification, email
// and SMS, and the verification SMS follow the saved language.
import { randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firebase';
import { render } from '../../functions/src/domain/i18n/render';
import { msg } from '../../functions/src/shared/i18n/message';
import type { NotificationsResponse } from '../../functions/src/shared/notifications/notification-views';
import { runReminderJob } from '../../functions/src/services/reminder-job';
import { connectChatSocket } from '../support/chat-socket-client';
import { putReminder } from '../support/reminders';
import { api, CHAT_URL, createTestUser, type TestUser } from '../support/stack';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** 08:00 in New York on 2026-12-01, as in the reminder job's own test. */
const NOW = new Date('2026-12-01T13:00:00Z');

const owned = async (collection: string, uid: string) => (await db().collection(collection).where('ownerUid', '==', uid).get()).docs;

async function signUp(name: string): Promise<TestUser> {
  const user = await createTestUser(name);
  expect((await api('/users', { token: user.idToken, body: { email: user.email, displayName: name } })).status).toBe(200);
  return user;
}

let ana: TestUser;
let sofia: TestUser;

beforeAll(async () => {
  [ana, sofia] = [await signUp('Ana English'), await signUp('Sofía Español')];
  const saved = await api<{ settings: { language: string } }>('/settings', {
    token: sofia.idToken,
    method: 'PUT',
    body: { language: 'Spanish' },
  });
  expect(saved.status).toBe(200);
  expect(saved.body.settings.language).toBe('Spanish');
});

describe('error answers', () => {
  it('a 400 field message in Spanish when Accept-Language asks for it, English (unchanged) without it', async () => {
    const bad = { fullName: 7, phone: 'call me' };
    const spanish = await api<ErrorBody>('/settings', {
      token: ana.idToken,
      method: 'PUT',
      body: bad,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'Datos no válidos',
        fields: { fullName: 'Debe ser texto', phone: 'Use solo dígitos, espacios y + ( ) - .' },
      },
    });

    const english = await api<ErrorBody>('/settings', { token: ana.idToken, method: 'PUT', body: bad });
    expect(english.body).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'Invalid input',
        fields: { fullName: 'Must be text', phone: 'Use digits, spaces and + ( ) - . only' },
      },
    });
  });

  it("a labelled field message of the eligibility form, in a browser's header", async () => {
    const res = await api<ErrorBody>('/ai-assistant/eligibility', {
      token: ana.idToken,
      body: { category: 'Family-Based', fullName: '', dob: 'ayer' },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      fullName: 'Nombre completo: campo obligatorio.',
      dob: 'Fecha de nacimiento: debe ser una fecha real escrita como AAAA-MM-DD.',
      'categoryDetails.relationshipType': 'Parentesco: campo obligatorio.',
    });
  });

  it('404 and 401 messages follow the header', async () => {
    const missing = await api<ErrorBody>('/cases/no-such-case', { token: ana.idToken, headers: { 'accept-language': 'fr' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not-found', message: 'Dossier introuvable' });

    const unknown = await api<ErrorBody>('/no-such-endpoint', { token: ana.idToken, headers: { 'accept-language': 'de' } });
    expect(unknown.body.error).toEqual({ code: 'not-found', message: 'Diese Adresse gibt es nicht' });

    const noToken = await api<ErrorBody>('/cases', { headers: { 'accept-language': 'es' } });
    expect(noToken.status).toBe(401);
    expect(noToken.body.error).toEqual({ code: 'unauthenticated', message: 'Falta el token de inicio de sesión' });
    expect((await api<ErrorBody>('/cases')).body.error).toEqual({ code: 'unauthenticated', message: 'No token' });
  });

  it("without a header of ours, the signed-in user's saved language answers", async () => {
    const res = await api<ErrorBody>('/cases/no-such-case', { token: sofia.idToken });
    expect(res.body.error).toEqual({ code: 'not-found', message: 'No se encontró el caso' });
    const japanese = await api<ErrorBody>('/cases/no-such-case', { token: sofia.idToken, headers: { 'accept-language': 'ja' } });
    expect(japanese.body.error.message).toBe('No se encontró el caso');
    // The header still wins over the saved language.
    const german = await api<ErrorBody>('/cases/no-such-case', { token: sofia.idToken, headers: { 'accept-language': 'de' } });
    expect(german.body.error.message).toBe('Fall nicht gefunden');
    // Ana saved nothing: English.
    expect((await api<ErrorBody>('/cases/no-such-case', { token: ana.idToken })).body.error.message).toBe('Case not found');
  });
});

describe('chat socket errors', () => {
  /** The ack of a `message` event. */
  const send = async (auth: Record<string, unknown>, payload: unknown) => {
    const socket = await connectChatSocket(CHAT_URL, auth);
    try {
      return (await socket.timeout(10_000).emitWithAck('message', payload)) as { ok: boolean; error?: ErrorBody['error'] };
    } finally {
      socket.close();
    }
  };

  it("answer in the handshake's locale, else the saved language, else English", async () => {
    const blank = { chatId: 'not-a-uuid', text: 'hi' };
    expect(await send({ token: ana.idToken, locale: 'fr' }, blank)).toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: 'Message non valide', fields: { chatId: 'Doit être un UUID' } },
    });
    expect((await send({ token: ana.idToken, locale: 'de' }, { chatId: randomUUID(), text: '   ' })).error?.fields).toEqual({
      text: 'Geben Sie eine Nachricht ein',
    });
    expect((await send({ token: sofia.idToken }, blank)).error).toMatchObject({
      message: 'Mensaje no válido',
      fields: { chatId: 'Debe ser un UUID' },
    });
    expect((await send({ token: ana.idToken }, blank)).error).toMatchObject({
      message: 'Invalid message',
      fields: { chatId: 'Must be a UUID' },
    });
  });
});

describe('what the server writes later, in the saved language', () => {
  it('an in-app notification: stored as its key, which the reader renders in their language', async () => {
    const ticket = { subject: 'No veo mi factura', category: 'Billing', description: 'La página está en blanco.' };
    expect((await api('/tickets', { token: sofia.idToken, body: ticket })).status).toBe(201);
    const [stored] = (await api<NotificationsResponse>('/notifications', { token: sofia.idToken })).body.notifications;
    expect(stored?.keyed).toEqual(msg('notifications:ticketReceived', { subject: 'No veo mi factura' }));
    // The Firebase console shows the English rendering; Sofía's app renders the key in Spanish.
    expect(stored?.message).toBe('We received your support ticket "No veo mi factura". Our team will reply here soon.');
    expect(stored?.keyed && render('es', stored.keyed)).toBe(
      'Recibimos su ticket de soporte "No veo mi factura". Nuestro equipo le responderá aquí pronto.',
    );
  });

  it('an in-app notification stored as text before keyed messages still reads as it was stored', async () => {
    const text = 'Recibimos su ticket de soporte "Antiguo". Nuestro equipo le responderá aquí pronto.';
    await db().collection('notifications').add({ ownerUid: sofia.uid, message: text, link: null, read: false, createdAt: new Date() });
    const list = (await api<NotificationsResponse>('/notifications', { token: sofia.idToken })).body.notifications;
    expect(list.find((n) => n.message === text)).toMatchObject({ keyed: null, message: text });
  });

  it("the reminder job's notification and email", async () => {
    const database = db();
    const sofiaReminder = await putReminder(database, {
      ownerUid: sofia.uid,
      key: 'custom-i18n',
      title: 'Renovar pasaporte',
      dueDate: '2026-12-31',
      leadDays: [30],
    });
    const anaReminder = await putReminder(database, {
      ownerUid: ana.uid,
      key: 'custom-i18n',
      title: 'Renew passport',
      dueDate: '2026-12-31',
      leadDays: [30],
    });
    const counts = await runReminderJob({ now: NOW });
    expect(counts.failedUsers).toBe(0);

    const notification = async (id: string) =>
      (await database.collection('notifications').doc(`reminder-${id}-30`).get()).get('message') as string;
    expect(await notification(sofiaReminder)).toBe('Recordatorio: Renovar pasaporte vence el 31 de diciembre de 2026 (en 30 días).');
    expect(await notification(anaReminder)).toBe('Reminder: Renew passport is due December 31, 2026 (in 30 days).');

    const [mail] = await owned('mail', sofia.uid);
    const message = mail?.get('message') as { subject: string; text: string; html: string };
    expect(message.subject).toBe('Recordatorio: Renovar pasaporte vence el 31 de diciembre de 2026');
    expect(message.text).toContain('Hola, Sofía Español:');
    expect(message.text).toContain('- Renovar pasaporte: vence el 31 de diciembre de 2026 (en 30 días)');
    expect(message.text).toContain('Recibe estos correos porque las notificaciones por correo electrónico están activadas');
    expect(message.html).toContain('>Vea sus recordatorios</a> y elija cuándo se envían.');
    const [anaMail] = await owned('mail', ana.uid);
    expect((anaMail?.get('message') as { subject: string }).subject).toBe('Reminder: Renew passport is due December 31, 2026');
  });

  it('the verification SMS', async () => {
    expect((await api('/settings/phone-verification', { token: sofia.idToken, body: { phone: '+1 202 555 0188' } })).status).toBe(202);
    const texts = (await owned('messages', sofia.uid)).filter((doc) => doc.get('kind') === 'phone-verification');
    texts.sort((a, b) => (b.get('createdAt') as Timestamp).toMillis() - (a.get('createdAt') as Timestamp).toMillis());
    expect(String(texts[0]?.get('body'))).toMatch(/^Su código de verificación de Immigration AI es \d{6}\. Vence en 10 minutos\./);
  });
});
