import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/i18n/locale';
import { formatDateParam, issueText, msg } from '../../shared/i18n/message';
import { render, renderEnglish, renderIssue } from './render';

describe('render', () => {
  it('writes a message in each language, its nested label in the same language', () => {
    const message = msg('errors:caseAlreadyInStatus', { status: msg('labels:approved') });
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, render(locale, message)]))).toEqual({
      en: 'The case is already Approved.',
      es: 'El caso ya está en estado Aprobado.',
      fr: 'Le dossier est déjà au statut Approuvé.',
      de: 'Der Fall hat bereits den Status Genehmigt.',
    });
  });

  it('chooses the plural form the count needs', () => {
    expect(renderEnglish(msg('errors:tooManyRequests', { seconds: 1 }))).toBe('Too many requests. Please wait 1 second and try again.');
    expect(renderEnglish(msg('errors:tooManyRequests', { seconds: 30 }))).toBe('Too many requests. Please wait 30 seconds and try again.');
    expect(render('es', msg('notifications:documentReviewCompleted', { files: 2, issues: 0 }))).toBe(
      'Revisión de documentos completada (2 archivos): no se encontraron problemas.',
    );
  });

  it('writes a date in the locale, at the time zone a date-time names', () => {
    const appointment = { date: '2026-03-03T14:00:00Z', timeZone: 'America/New_York', time: true };
    expect(formatDateParam('en-US', appointment)).toBe('Tue, Mar 3, 2026, 9:00 AM EST');
    expect(formatDateParam('de-DE', appointment)).toBe('Di., 3. März 2026, 09:00 GMT-5');
    expect(formatDateParam('de-DE', { date: '2026-03-03T14:00:00Z', timeZone: 'America/New_York' })).toBe('03.03.2026');
    // A calendar day is that day wherever the reader is.
    expect(formatDateParam('fr-FR', { date: '2026-12-31', timeZone: 'Pacific/Kiritimati' })).toBe('31 déc. 2026');
  });
});

describe('renderIssue', () => {
  it("renders a schema's keyed message with the issue's own numbers, and zod's own message as it is", () => {
    const keyed = { message: issueText('validation:labelIsRequired', { label: msg('labels:fullName') }) };
    expect(renderIssue('en', keyed)).toBe('Full name is required');
    expect(renderIssue('es', keyed)).toMatch(/^Nombre completo/);
    expect(renderIssue('en', { message: issueText('validation:atMostMaxCharacters', { max: 20 }), maximum: 20 })).toBe(
      'At most 20 characters',
    );
    // A parameter missing (a stored record older than its message) leaves its placeholder rather than failing.
    expect(renderIssue('en', { message: issueText('validation:atMostMaxCharacters') })).toBe('At most {max} characters');
    expect(renderIssue('fr', { message: 'Invalid input: expected string' })).toBe('Invalid input: expected string');
  });
});
