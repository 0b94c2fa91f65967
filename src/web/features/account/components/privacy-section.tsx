import { useTranslation } from '../../../lib/i18n';
import { EyeOff } from 'lucide-react';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { useHideValues, useMoney } from '../../../lib/preferences';
import { SwitchRow } from './switch-row';

/**
 * Settings, privacy (docs/product.md#settings): hide values, saved on this device at once (no Save needed).
 */
export function PrivacySection() {
  const { t } = useTranslation('account');
  const [hidden, setHidden] = useHideValues();
  const money = useMoney();
  return (
    <CollapsibleSection
      id="settings-privacy"
      title={t('privacy.title')}
      icon={<EyeOff size={20} aria-hidden />}
    >
      <SwitchRow
        id="privacy-hide-values"
        label={t('privacy.hideValues')}
        hint={t('privacy.hideValuesHint')}
        checked={hidden}
        onCheckedChange={setHidden}
      />
      <p className="mt-2 text-sm text-muted">
        {t('privacy.example')}{' '}
        <span className="font-semibold text-text tabular-nums">{money.range(1200, 1800)}</span>
      </p>
    </CollapsibleSection>
  );
}
