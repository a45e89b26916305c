import { describe, expect, it } from 'vitest';
import { analyse, findingOf, outcomeOf } from '../testing/applicant-fixture';

describe('Treaty Investor (E-2)', () => {
  it('qualifies a German national owning all of a business, with substantiality left to the officer', () => {
    const analysis = analyse('Treaty Investor (E-2)');
    expect(analysis.eligible).toBe(true);
    const substantial = findingOf(analysis, 'e2.substantial-investment');
    expect(substantial.outcome).toBe('issue');
    expect(substantial.reason).toContain('85.7%');
  });

  it('fails for a country without an E-2 treaty and for a nationality that is not the treaty country', () => {
    const india = analyse('Treaty Investor (E-2)', { treatyCountry: 'India' }, { nationality: 'India', birthCountry: 'India' });
    expect(india.eligible).toBe(false);
    expect(findingOf(india, 'e2.treaty-country').citation.source).toBe('State Department');
    const mismatch = analyse('Treaty Investor (E-2)', { treatyCountry: 'France' });
    expect(outcomeOf(mismatch, 'e2.treaty-country')).toBe('pass');
    expect(outcomeOf(mismatch, 'e2.nationality')).toBe('fail');
  });

  it('accepts Portugal, added by Congress in 2022', () => {
    expect(
      outcomeOf(analyse('Treaty Investor (E-2)', { treatyCountry: 'Portugal' }, { nationality: 'Portugal' }), 'e2.treaty-country'),
    ).toBe('pass');
  });

  it('needs at least 50% ownership by treaty nationals: 49.99% fails, 50% passes', () => {
    expect(outcomeOf(analyse('Treaty Investor (E-2)', { ownershipPercentage: 49.99 }), 'e2.ownership-control')).toBe('fail');
    const half = findingOf(analyse('Treaty Investor (E-2)', { ownershipPercentage: 50, controlPlan: '' }), 'e2.ownership-control');
    expect(half.outcome).toBe('pass');
    expect(half.recommendation).toContain('operational control');
  });

  it('warns more strongly about a low investment share and fails when nothing is invested', () => {
    expect(findingOf(analyse('Treaty Investor (E-2)', { investmentAmount: 100_000 }), 'e2.substantial-investment').reason).toContain(
      'often refused',
    );
    expect(outcomeOf(analyse('Treaty Investor (E-2)', { investmentAmount: 0 }), 'e2.substantial-investment')).toBe('fail');
  });

  it('applies the three-year domicile rule to nationality acquired by investment', () => {
    const grenada = { treatyCountry: 'Grenada' as const, nationalityAcquiredByInvestment: true };
    const applicant = { nationality: 'Grenada' };
    expect(
      outcomeOf(
        analyse('Treaty Investor (E-2)', { ...grenada, yearsDomiciledInTreatyCountry: 2.9 }, applicant),
        'e2.investment-citizenship',
      ),
    ).toBe('fail');
    expect(
      outcomeOf(analyse('Treaty Investor (E-2)', { ...grenada, yearsDomiciledInTreatyCountry: 3 }, applicant), 'e2.investment-citizenship'),
    ).toBe('pass');
    expect(outcomeOf(analyse('Treaty Investor (E-2)', grenada, applicant), 'e2.investment-citizenship')).toBe('issue');
    expect(
      outcomeOf(analyse('Treaty Investor (E-2)', { ...grenada, previouslyHeldEStatus: true }, applicant), 'e2.investment-citizenship'),
    ).toBe('pass');
  });
});
