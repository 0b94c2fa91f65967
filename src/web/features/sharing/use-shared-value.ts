import { useTranslation } from '../../lib/i18n';
import type { SharedObject } from '../../../contracts/sharing';
import { formatMoneyRange } from '../../lib/format';

/** The estimate when the owner shares values (always euros: the visitor has no currency setting). */
export function useSharedValue() {
  const { t, i18n } = useTranslation('sharing');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (object: SharedObject): string | null =>
    object.value
      ? formatMoneyRange(
          object.value.min,
          object.value.max,
          {
            moreThan: (amount) => t('common:money.moreThan', { amount }),
            lessThan: (amount) => t('common:money.lessThan', { amount }),
          },
          { currency: 'EUR', language },
        )
      : null;
}
