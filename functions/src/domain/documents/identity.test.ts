import { describe, expect, it } from 'vitest';
import { readPeople } from './identity';
import { readPassportMrz } from './mrz';
import { bankStatementLines, birthCertificateLines, formPages, marriageCertificateLines, passportLines } from './testing/document-texts';

const TODAY = '2026-11-22';
const PASSPORT = {
  surname: 'Núñez García',
  givenNames: 'José Luis',
  number: 'G04X81Z73',
  nationality: 'MEX',
  birth: '1988-02-29',
  expiry: '2030-05-17',
  sex: 'M' as const,
};

describe('readPeople', () => {
  it("reads a passport's holder from its zone: name, number, nationality and the dates whose check digits hold", () => {
    const text = passportLines(PASSPORT).join('\n');
    const people = readPeople(text, 'passport', readPassportMrz(text, TODAY));
    expect(people.identity).toEqual({
      fullName: 'Jose Luis Nunez Garcia',
      documentNumber: 'G04X81Z73',
      dateOfBirth: '1988-02-29',
      nationality: 'MEX',
      expiryDate: '2030-05-17',
    });
    expect(people.holder).toBe('Jose Luis Nunez Garcia');
  });

  it('falls back to the visual zone for a date whose check digit fails', () => {
    const lines = passportLines(PASSPORT);
    const zone = lines.at(-1)!;
    // The expiry date's check digit is wrong: the zone's expiry is not trusted, the printed one is.
    const broken = `${zone.slice(0, 27)}${(Number(zone.charAt(27)) + 1) % 10}${zone.slice(28)}`;
    const text = [...lines.slice(0, -1), broken].join('\n');
    expect(readPeople(text, 'passport', readPassportMrz(text, TODAY)).identity.expiryDate).toBe('2030-05-17');
  });

  it('reads labelled fields: a birth certificate names the child, and its parents as others', () => {
    const people = readPeople(
      birthCertificateLines({ childName: 'Anna Maria Eriksson', birth: '1974-08-12', number: '1974-000123' }).join('\n'),
      'birth-certificate',
      null,
    );
    expect(people.identity).toEqual({ fullName: 'Anna Maria Eriksson', documentNumber: '1974-000123', dateOfBirth: '1974-08-12' });
    expect(people.others).toEqual(['Lars Eriksson', 'Karin Holm']);
  });

  it('gives a marriage certificate no single holder, and both spouses as others', () => {
    const people = readPeople(
      marriageCertificateLines({ spouse1: 'ANNA ERIKSSON', spouse2: 'Lars Berg' }).join('\n'),
      'marriage-certificate',
      null,
    );
    expect(people.holder).toBeUndefined();
    expect(people.identity.dateOfBirth).toBeUndefined();
    expect(people.others).toEqual(['Anna Eriksson', 'Lars Berg']);
  });

  it("reads a bank statement's account holder and a sponsor's form by its sponsor", () => {
    expect(readPeople(bankStatementLines({ holder: 'Anna Eriksson' }).join('\n'), 'bank-statement', null).holder).toBe('Anna Eriksson');
    expect(
      readPeople(formPages({ form: 'I-864', edition: '10/17/24', sponsor: 'Anna Eriksson' }).flat().join('\n'), 'form-i-864', null).holder,
    ).toBe('Anna Eriksson');
  });

  it('reads fields of a line with several, and never a qualified field for the holder', () => {
    const text =
      "Type: P Code: UTO Passport No: L898902C3\nMother's maiden name: Karin Holm\nName: Anna Eriksson Date of birth: 12 AUG 1974";
    const people = readPeople(text, 'national-id', null);
    expect(people.identity).toMatchObject({ documentNumber: 'L898902C3', fullName: 'Anna Eriksson', dateOfBirth: '1974-08-12' });
  });

  it('takes no sentence, number or label for a name', () => {
    expect(readPeople('Name: 12345\nDate of birth: unknown', 'national-id', null).identity).toEqual({});
    expect(readPeople('Name of bank: First Utopia Bank, branch 12', 'bank-statement', null).holder).toBeUndefined();
  });

  it("reads no date of birth from a form, which asks for several people's", () => {
    const form = [
      'Affidavit of Support Under Section 213A of the INA',
      'Sponsor name: Anna Eriksson',
      'Principal immigrant date of birth: 03/04/1990',
      'Form I-864 Edition 10/17/24',
    ].join('\n');
    expect(readPeople(form, 'form-i-864', null).identity).toEqual({ fullName: 'Anna Eriksson' });
  });

  it("reads an expiry date only where it is the document's own, not a form's OMB expiry", () => {
    const form = [
      'Petition for Alien Relative',
      'OMB No. 1615-0012',
      'Expires 02/28/2025',
      'Form I-130 Edition 04/01/24 Page 1 of 12',
    ].join('\n');
    expect(readPeople(form, 'form-i-130', null).identity.expiryDate).toBeUndefined();
    expect(readPeople('IDENTITY CARD\nName: Anna Eriksson\nExpires: 02/28/2025', 'national-id', null).identity.expiryDate).toBe(
      '2025-02-28',
    );
  });
});
