import { describe, expect, it } from 'vitest';
import { fill, translate, translateLabel, translateLocalTime } from './translate';

describe('translate', () => {
  it('leaves English exactly as the code wrote it', () => {
    expect(translate('en', 'Case submitted')).toBe('Case submitted');
    expect(translate('en', 'Something nobody translated')).toBe('Something nobody translated');
  });

  it('finds a stored record by its English text', () => {
    expect(translate('es', 'Case submitted')).toBe('Caso enviado');
    expect(translate('fr', 'Case archived')).toBe('Dossier archivé');
  });

  it('matches patterns, translating labels and keeping names as written', () => {
    expect(translate('de', 'Status changed from Open to Archived')).toMatch(/^Status von .+ zu .+ geändert$/);
    expect(translate('es', 'Expert Ana Pérez took the case')).toBe('El experto Ana Pérez tomó el caso');
  });
});

describe('fill and translateLabel', () => {
  it('leaves a placeholder without a value as written', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('looks labels up by their English', () => {
    expect(translateLabel('fr', 'Date of birth')).toBe('Date de naissance');
    expect(translateLabel('es', 'date of birth')).toBe('fecha de nacimiento');
    expect(translateLabel('de', 'Unknown label')).toBe('Unknown label');
  });
});

describe("stored records read back in the user's language", () => {
  it('translates timeline entries, with statuses, field lists and phrases inside', () => {
    expect(translate('es', 'Case opened')).toBe('Caso abierto');
    expect(translate('de', 'Status changed from Open to Pending')).toBe('Status von Offen zu In Bearbeitung geändert');
    expect(translate('es', 'Updated consulate, interview date, officer name, officer email')).toBe(
      'Se actualizó: consulado, fecha de la entrevista, nombre del oficial, correo electrónico del oficial',
    );
    expect(translate('fr', 'Document review added: 2 files, 1 issue found')).toBe(
      'Examen de documents ajouté : 2 fichiers, 1 problème trouvé',
    );
    // Form numbers, receipts, file names and USCIS's own notice titles are kept.
    expect(translate('es', 'I-130 filed with USCIS (receipt IOE0912345678)')).toBe('I-130 presentado ante USCIS (recibo IOE0912345678)');
    expect(translate('de', 'Document attached: passport.pdf')).toBe('Dokument angehängt: passport.pdf');
    expect(translate('es', 'Case Was Received (status: Pending)')).toBe('Case Was Received (estado: Pendiente)');
  });

  it("writes an appointment's time the locale's way and keeps its zone and place", () => {
    expect(translateLocalTime('es', 'Tue, Mar 3, 2026 9:05 AM EST')).toBe('mar, 3 mar 2026, 9:05 EST');
    expect(translateLocalTime('de', 'Fri, Dec 18, 2026 12:30 PM GMT+5:30')).toBe('Fr., 18. Dez. 2026, 12:30 GMT+5:30');
    expect(translateLocalTime('fr', 'not a time')).toBe('not a time');
    expect(translate('es', 'Biometrics appointment scheduled for Tue, Mar 3, 2026 9:05 AM EST at 10 Main St, Newark')).toBe(
      'Datos biométricos: cita programada para el mar, 3 mar 2026, 9:05 EST en 10 Main St, Newark',
    );
    expect(translate('fr', 'Interview appointment rescheduled from Tue, Mar 3, 2026 9:05 AM EST to Wed, Mar 4, 2026 1:00 PM EST')).toBe(
      'Entretien : rendez-vous déplacé du mar. 3 mars 2026, 9:05 EST au mer. 4 mars 2026, 13:00 EST',
    );
  });
});
