import { ELIGIBILITY_CATEGORIES } from '@shared/reference/categories';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@/lib/case-labels';

const CATEGORY_VALUES: readonly string[] = ELIGIBILITY_CATEGORIES;

/**
 * The options of a case's native Category select: a disabled prompt, then the categories. `keep` is a stored value
 * the list no longer has (a case edited in the console), offered so that saving does not silently change it.
 */
export function CategoryOptions({ keep = '' }: { keep?: string }) {
  const { t } = useTranslation('cases');
  return (
    <>
      <option value="" disabled>
        {t('categoryOptions.choose')}
      </option>
      {keep !== '' && !CATEGORY_VALUES.includes(keep) && <option value={keep}>{keep}</option>}
      {ELIGIBILITY_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {categoryLabel(category)}
        </option>
      ))}
    </>
  );
}
