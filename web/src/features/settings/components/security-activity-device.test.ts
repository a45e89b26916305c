// The device of a security activity event as Settings shows it: a keyed name in the reader's language, and an event
// stored before device names were keyed as it was stored.
import type { AuditEvent } from '@shared/account/account-views';
import { LOCALES } from '@shared/i18n/locale';
import { msg } from '@shared/i18n/message';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { SERVER_NAMESPACES } from '@/lib/i18n/namespaces';
import { renderMessage, storedText } from '@/lib/i18n/server-message';

const base: AuditEvent = { id: 'e1', kind: 'sign-in-new-device', device: null, deviceKeyed: null, at: '2026-03-01T10:00:00.000Z' };

describe('the device of a security activity event', () => {
  it('is named in each language, product names kept', async () => {
    await i18n.loadLanguages([...LOCALES]);
    await i18n.loadNamespaces([...SERVER_NAMESPACES]);
    const keyed: AuditEvent = {
      ...base,
      device: 'Firefox on an unknown system',
      deviceKeyed: msg('account:deviceOn', { browser: 'Firefox', system: msg('account:unknownSystem') }),
    };
    const said = Object.fromEntries(
      LOCALES.map((locale) => [locale, storedText(keyed.deviceKeyed, keyed.device ?? '', (m) => renderMessage(m, locale))]),
    );
    expect(said).toEqual({
      en: 'Firefox on an unknown system',
      es: 'Firefox en un sistema desconocido',
      fr: 'Firefox sur un système inconnu',
      de: 'Firefox unter einem unbekannten System',
    });
  });

  it('is shown as stored for an event written before device names were keyed', () => {
    const old: AuditEvent = { ...base, device: 'Chrome on Windows' };
    expect(storedText(old.deviceKeyed, old.device ?? '', (m) => renderMessage(m, 'de'))).toBe('Chrome on Windows');
  });
});
