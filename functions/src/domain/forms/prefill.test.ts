import { describe, expect, it } from 'vitest';
import { prefillAnswers } from './prefill';

const TODAY = '2026-11-29';

describe('prefilled answers', () => {
  it("takes a reviewed passport's name, number, nationality and dates for the applying spouse", () => {
    const answers = prefillAnswers(
      {
        email: 'lucia@example.test',
        passports: [
          {
            fullName: 'Lucia Hernandez',
            documentNumber: 'G12345678',
            dateOfBirth: '1992-04-17',
            nationality: 'Mexico',
            expiryDate: '2031-05-01',
          },
        ],
        eligibility: null,
      },
      TODAY,
    );
    expect(answers).toEqual({
      'beneficiary.email': 'lucia@example.test',
      'beneficiary.givenName': 'Lucia',
      'beneficiary.familyName': 'Hernandez',
      'beneficiary.passportNumber': 'G12345678',
      'beneficiary.birthDate': '1992-04-17',
      'beneficiary.citizenshipCountry': 'Mexico',
      'beneficiary.passportExpires': '2031-05-01',
    });
  });

  it('leaves out what it cannot be sure of: a three-word name, an unknown country code, a bad date', () => {
    const answers = prefillAnswers(
      {
        email: null,
        passports: [{ fullName: 'Lucia Hernandez Lopez', nationality: 'XXA', dateOfBirth: '17/04/1992' }],
        eligibility: { dob: '1992-04-17', birthCountry: 'Mexico', phone: '+1 (512) 555-0142' },
      },
      TODAY,
    );
    expect(answers).toEqual({
      'beneficiary.birthDate': '1992-04-17',
      'beneficiary.birthCountry': 'Mexico',
      'beneficiary.mobilePhone': '15125550142',
    });
  });

  it("names the country of a passport's MRZ nationality code, ICAO's own codes included", () => {
    const nationality = (code: string) =>
      prefillAnswers({ email: null, passports: [{ nationality: code }], eligibility: null }, TODAY)['beneficiary.citizenshipCountry'];
    expect(nationality('MEX')).toBe('Mexico');
    expect(nationality('D')).toBe('Germany');
    expect(nationality('RKS')).toBe('Kosovo');
    expect(nationality('VNM')).toBe('Vietnam');
  });
});
