import { useTranslation } from '../../../lib/i18n';
import { SlidersHorizontal } from 'lucide-react';
import type { Units } from '../../../../contracts/account';
import { currencies, type Currency } from '../../../../contracts/currency';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Label } from '../../../components/ui/label';
import { Segmented } from '../../../components/ui/segmented';
import { Select } from '../../../components/ui/select';
import { languages, type Language } from '../../../lib/language';
import { formatMoney } from '../../../lib/format';
import { conversionNoteFor } from '../../../lib/preferences';
import type { SettingsValues } from '../use-settings-form';

interface PreferencesSectionProps {
  values: SettingsValues;
  set: <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
}

// Radio groups carry their name themselves (aria-label); the visible caption is plain text.
const labelClass = 'mb-1.5 text-sm font-medium';

/**
 * Settings, preferences (docs/product.md#settings): language (at once), currency, units, theme fixed to dark.
 */
export function PreferencesSection({ values, set, language, onLanguageChange }: PreferencesSectionProps) {
  const { t } = useTranslation('account');
  const note = conversionNoteFor(t, values.preferredCurrency, language);
  return (
    <CollapsibleSection
      id="settings-preferences"
      title={t('preferences.title')}
      icon={<SlidersHorizontal size={20} aria-hidden />}
    >
      <div className="space-y-5">
        <div>
          <p className={labelClass}>{t('preferences.language')}</p>
          <Segmented
            label={t('preferences.language')}
            value={language}
            onValueChange={onLanguageChange}
            options={languages.map((l) => ({ value: l, label: t(`common:language.names.${l}`) }))}
          />
          <p className="mt-1.5 text-sm text-muted">{t('preferences.languageHint')}</p>
        </div>
        <div>
          <Label htmlFor="pref-currency">{t('preferences.currency')}</Label>
          <Select
            id="pref-currency"
            value={values.preferredCurrency}
            onValueChange={(v) => set('preferredCurrency', v as Currency)}
            options={currencies.map((c) => ({ value: c, label: t(`preferences.currencies.${c}`) }))}
          />
          {note && (
            <p className="mt-1.5 text-sm text-muted">
              {t('preferences.currencyExample', {
                eur: formatMoney(1000),
                converted: formatMoney(1000, { currency: values.preferredCurrency, language }),
              })}{' '}
              {note}
            </p>
          )}
        </div>
        <div>
          <p className={labelClass}>{t('preferences.units')}</p>
          <Segmented
            label={t('preferences.units')}
            value={values.preferredUnits}
            onValueChange={(v: Units) => set('preferredUnits', v)}
            options={[
              { value: 'metric', label: t('preferences.metric') },
              { value: 'imperial', label: t('preferences.imperial') },
            ]}
          />
          <p className="mt-1.5 text-sm text-muted">{t('preferences.unitsHint')}</p>
        </div>
        <div>
          <p className={labelClass}>{t('preferences.theme')}</p>
          <Segmented
            label={t('preferences.theme')}
            value="dark"
            onValueChange={() => undefined}
            disabled
            options={[{ value: 'dark', label: t('preferences.dark') }]}
          />
          <p className="mt-1.5 text-sm text-muted">{t('preferences.themeHint')}</p>
        </div>
      </div>
    </CollapsibleSection>
  );
}
