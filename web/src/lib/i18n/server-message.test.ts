import { LOCALES } from '@shared/i18n/locale';
import { msg } from '@shared/i18n/message';
import type { Notification } from '@shared/notifications/notification-views';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { SERVER_NAMESPACES } from './namespaces';
import { renderMessage, storedText } from './server-message';

const base: Notification = { id: 'n1', message: '', keyed: null, link: null, read: false, createdAt: '2026-03-01T10:00:00.000Z' };
const approved = msg('notifications:caseStatusChanged', {
  caseNumber: 'CASE-0007',
  caseName: 'Green card',
  status: msg('labels:approved'),
  notice: 'Card mailed',
});

describe('storedText of a notification', () => {
  it('renders a keyed notification in each language, its status label too', async () => {
    await i18n.loadLanguages([...LOCALES]);
    await i18n.loadNamespaces([...SERVER_NAMESPACES]);
    const keyed: Notification = { ...base, message: 'Case CASE-0007 (Green card) is now Approved: Card mailed.', keyed: approved };
    const said = Object.fromEntries(
      LOCALES.map((locale) => [locale, storedText(keyed.keyed, keyed.message, (m) => renderMessage(m, locale))]),
    );
    expect(said).toEqual({
      en: 'Case CASE-0007 (Green card) is now Approved: Card mailed.',
      es: 'El caso CASE-0007 (Green card) ahora está en estado Aprobado: Card mailed.',
      fr: 'Le dossier CASE-0007 (Green card) est maintenant au statut Approuvé : Card mailed.',
      de: 'Fall CASE-0007 (Green card) hat jetzt den Status Genehmigt: Card mailed.',
    });
  });

  it('shows a notification stored as text only as it was stored, whatever the language', () => {
    const old: Notification = { ...base, message: 'We received your support ticket "Login". Our team will reply here soon.' };
    expect(storedText(old.keyed, old.message, (m) => renderMessage(m, 'es'))).toBe(old.message);
  });
});
