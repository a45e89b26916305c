import { describe, expect, it } from 'vitest';
import { fill, localize, translate, translateFields, translateLabel } from './translate';

describe('translate', () => {
  it('leaves English exactly as the code wrote it', () => {
    expect(translate('en', 'Case not found')).toBe('Case not found');
    expect(translate('en', 'Something nobody translated')).toBe('Something nobody translated');
  });

  it('finds a message by its English text', () => {
    expect(translate('es', 'Case not found')).toBe('No se encontró el caso');
    expect(translate('fr', 'No token')).toBe('Jeton de connexion manquant');
    expect(translate('de', 'Invalid token')).toBe('Ungültiges Anmeldetoken');
  });

  it('matches patterns, translating labels and keeping values', () => {
    expect(translate('es', 'Date of birth is required.')).toBe('Fecha de nacimiento: campo obligatorio.');
    expect(translate('de', 'Full name must be 100 characters or fewer')).toBe('Vollständiger Name darf höchstens 100 Zeichen lang sein');
    expect(translate('fr', 'Too many requests. Please wait 3 seconds and try again.')).toBe('Trop de requêtes. Attendez 3 secondes puis réessayez.');
    expect(translate('es', 'Not a valid case id')).toBe('No es un identificador válido de caso');
    // A label the schema lower-cases ("Choose country of birth from the list of countries.")
    expect(translate('es', 'Choose country of birth from the list of countries.')).toBe('Elija país de nacimiento de la lista de países.');
    expect(translate('de', 'Choose country of birth from the list of countries.')).toBe('Wählen Sie Geburtsland aus der Liste der Länder.');
  });

  it('translates the server-made phrases inside a notification', () => {
    expect(translate('es', 'Document review completed: 2 files checked, 1 issue found.')).toBe(
      'Revisión de documentos completada (2 archivos): se encontró 1 problema.',
    );
    expect(translate('fr', 'Eligibility check completed for Family-Based Immigration: you appear to qualify.')).toBe(
      'Vérification d’éligibilité terminée pour Family-Based Immigration : vous semblez remplir les conditions.',
    );
  });

  it('keeps user text and names inside a notification as written', () => {
    expect(translate('de', 'New message from Ana Pérez on case IA-2026-0001.')).toBe('Neue Nachricht von Ana Pérez zu Fall IA-2026-0001.');
  });

  it('translates field messages', () => {
    expect(translateFields('es', { phone: 'Use digits, spaces and + ( ) - . only', other: 'untranslated' })).toEqual({
      phone: 'Use solo dígitos, espacios y + ( ) - .',
      other: 'untranslated',
    });
  });
});

describe('localize', () => {
  it('fills a template in the locale, English by default', () => {
    expect(localize('en', 'in {days} days', { days: 3 })).toBe('in 3 days');
    expect(localize('es', 'in {days} days', { days: 3 })).toBe('en 3 días');
    expect(localize('de', 'Page {page} of {pages}', { page: 1, pages: 2 })).toBe('Seite 1 von 2');
  });

  it('writes a template without an entry in English', () => {
    expect(localize('fr', 'No entry for {x}', { x: 1 })).toBe('No entry for 1');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('looks labels up by their English', () => {
    expect(translateLabel('fr', 'Date of birth')).toBe('Date de naissance');
    expect(translateLabel('es', 'date of birth')).toBe('fecha de nacimiento');
    expect(translateLabel('de', 'Unknown label')).toBe('Unknown label');
  });
});
