import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_CATEGORIES } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import { describeAllCategoryFields, describeCategoryFields, type FieldDescriptor } from './describe-category-fields';

const byName = (fields: FieldDescriptor[], name: string) => {
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

function everyField(fields: FieldDescriptor[]): FieldDescriptor[] {
  return fields.flatMap((f) => [f, ...everyField(f.fields ?? [])]);
}

describe('describeCategoryFields', () => {
  it.each(ELIGIBILITY_CATEGORIES)('describes every %s field and survives JSON', (category) => {
    const fields = describeCategoryFields(category);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of everyField(fields)) expect(field.description, field.name).not.toBe('');
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
  });

  it('gives types, options and required flags', () => {
    const eb5 = describeCategoryFields('Investor (EB-5)');
    expect(byName(eb5, 'investmentAmount')).toMatchObject({ type: 'number', required: true, minimum: 0 });
    expect(byName(eb5, 'TEADesignation')).toMatchObject({ type: 'boolean', required: true });
    expect(byName(eb5, 'entityStructure')).toMatchObject({ type: 'enum', required: false, options: ['LLC', 'Partnership', 'Corporation'] });
    expect(byName(eb5, 'fullTimeJobsCreated').type).toBe('integer');

    const e2 = describeCategoryFields('Treaty Investor (E-2)');
    expect(byName(e2, 'treatyCountry')).toMatchObject({ type: 'country', required: true });
    expect(byName(e2, 'treatyCountry').options).toEqual([...COUNTRIES]);
    expect(byName(e2, 'ownershipPercentage')).toMatchObject({ minimum: 0, maximum: 100 });

    const asylum = describeCategoryFields('Asylum/Refugee');
    expect(byName(asylum, 'persecutionBasis')).toMatchObject({
      type: 'array',
      itemType: 'enum',
      options: ['race', 'religion', 'nationality', 'opinion', 'social group'],
    });
    expect(byName(asylum, 'lastArrivalDate')).toMatchObject({ type: 'date', required: false });
    expect(byName(asylum, 'changedCircumstances')).toMatchObject({ type: 'boolean', required: false, default: false });

    const sij = describeCategoryFields('Special Immigrant Juvenile (SIJ)');
    expect(byName(sij, 'courtFindings').options).toEqual(['abuse', 'neglect', 'abandonment']);
  });

  it('nests object fields', () => {
    const qualifications = byName(describeCategoryFields('Employment-Based'), 'applicantQualifications');
    expect(qualifications.type).toBe('object');
    expect(byName(qualifications.fields ?? [], 'highestDegree')).toMatchObject({ type: 'enum', required: true });
    expect(byName(qualifications.fields ?? [], 'yearsOfExperience')).toMatchObject({ type: 'number', required: true });
  });

  it('describes all categories at once', () => {
    expect(Object.keys(describeAllCategoryFields())).toEqual([...ELIGIBILITY_CATEGORIES]);
  });
});
