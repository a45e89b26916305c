// Form I-130, Petition for Alien Relative (edition 04/01/24): the fields a marriage petition answers. Field names and
// printed items were read from the kept PDF (functions/uscis-forms/i-130.pdf); they often differ ("Pt2Line41_…" is
// printed item 43).
import type { FormMap } from '../field-map';

const S0 = '#subform[0].';

export const I_130: FormMap = {
  form: 'I-130',
  fields: [
    { type: 'check', question: 'i-130.relationship', when: 'spouse', on: 'Y', field: `${S0}Pt1Line1_Spouse[0]`, part: '1', item: '1' },
    {
      type: 'text',
      question: 'petitioner.aNumber',
      format: 'digits',
      field: `${S0}#area[4].Pt2Line1_AlienNumber[0]`,
      part: '2',
      item: '1',
    },
    {
      type: 'text',
      question: 'petitioner.uscisAccount',
      format: 'digits',
      field: `${S0}#area[5].Pt2Line2_USCISOnlineActNumber[0]`,
      part: '2',
      item: '2',
    },
    { type: 'text', question: 'petitioner.ssn', format: 'digits', field: `${S0}Pt2Line11_SSN[0]`, part: '2', item: '3' },
    { type: 'text', question: 'petitioner.familyName', field: `${S0}Pt2Line4a_FamilyName[0]`, part: '2', item: '4.a' },
    { type: 'text', question: 'petitioner.givenName', field: `${S0}Pt2Line4b_GivenName[0]`, part: '2', item: '4.b' },
    { type: 'text', question: 'petitioner.middleName', field: `${S0}Pt2Line4c_MiddleName[0]`, part: '2', item: '4.c' },
    { type: 'text', question: 'petitioner.birthDate', format: 'date', field: '#subform[1].Pt2Line8_DateofBirth[0]', part: '2', item: '8' },
    {
      type: 'text',
      question: 'beneficiary.aNumber',
      format: 'digits',
      field: '#subform[4].#area[6].Pt4Line1_AlienNumber[0]',
      part: '4',
      item: '1',
    },
  ],
  signatures: [
    { signer: 'petitioner', field: '#subform[8].P5_Line6a_SignatureofApplicant[0]', part: '6', item: '6.a' },
    { signer: 'interpreter', field: '#subform[9].Pt7Line7a_Signature[0]', part: '7', item: '7.a' },
  ],
  additionalInfo: {
    part: '9',
    header: [
      { type: 'text', question: 'petitioner.familyName', field: '#subform[11].Pt2Line4a_FamilyName[1]', part: '9', item: '1.a' },
      { type: 'text', question: 'petitioner.givenName', field: '#subform[11].Pt2Line4b_GivenName[1]', part: '9', item: '1.b' },
      { type: 'text', question: 'petitioner.middleName', field: '#subform[11].Pt2Line4c_MiddleName[1]', part: '9', item: '1.c' },
      {
        type: 'text',
        question: 'petitioner.aNumber',
        format: 'digits',
        field: '#subform[11].Pt2Line1_AlienNumber[1]',
        part: '9',
        item: '2',
      },
    ],
    blocks: [3, 4, 5, 6]
      .map((n) => ({
        page: `#subform[11].Pt9Line${n}a_PageNumber[0]`,
        part: `#subform[11].Pt9Line${n}b_PartNumber[0]`,
        item: `#subform[11].Pt9Line${n}c_ItemNumber[0]`,
        text: `#subform[11].Pt9Line${n}d_AdditionalInfo[0]`,
      }))
      .concat({
        page: '#subform[11].Pt9Line9a_PageNumber[0]',
        part: '#subform[11].Pt9Line7b_PartNumber[0]',
        item: '#subform[11].Pt9Line7c_ItemNumber[0]',
        text: '#subform[11].Pt9Line7d_AdditionalInfo[0]',
      }),
  },
  questions: [{ id: 'i-130.relationship', type: 'choice', options: ['spouse', 'parent', 'sibling', 'child'] }],
};
