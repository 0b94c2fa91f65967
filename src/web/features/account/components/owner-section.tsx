import { ShieldCheck } from 'lucide-react';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Field, TextField } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { textLength } from '../../../lib/field-errors';
import { useTranslation } from '../../../lib/i18n';
import {
  ownerErrors,
  ownerLimits,
  ownerText,
  type OwnerField,
  type SettingsValues,
} from '../use-settings-form';

interface OwnerSectionProps {
  values: SettingsValues;
  set: <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;
}

/**
 * Settings, the owner as an insurer knows them (decision 026): printed at the head of the insurance
 * dossier. Saved with the rest of the form; a field the server would refuse says so under itself.
 */
export function OwnerSection({ values, set }: OwnerSectionProps) {
  const { t } = useTranslation('account');
  const errors = ownerErrors(values);
  const length = (field: OwnerField) => textLength(ownerText(values, field), ownerLimits[field]);
  const message = (field: OwnerField) => {
    const error = errors[field];
    if (error === 'phone') return t('owner.errors.phone');
    if (error === 'tooLong') {
      const { used, max } = length(field);
      return t('form.tooLong', { ns: 'common', max, count: used - max });
    }
    return undefined;
  };
  const line = (field: Exclude<OwnerField, 'address'>, id: string, extra: object) => (
    <TextField
      id={id}
      label={t(`owner.${field}`)}
      error={message(field)}
      length={length(field)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      {...extra}
    />
  );
  const addressError = message('address');
  return (
    <CollapsibleSection
      id="settings-owner"
      title={t('owner.title')}
      icon={<ShieldCheck size={20} aria-hidden />}
    >
      <div className="space-y-4">
        <p className="text-sm text-muted">{t('owner.intro')}</p>
        {line('fullName', 'owner-full-name', { autoComplete: 'name' })}
        <Field id="owner-address" label={t('owner.address')} error={addressError} length={length('address')}>
          <Textarea
            id="owner-address"
            rows={3}
            autoComplete="street-address"
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? 'owner-address-error' : undefined}
            value={values.address}
            onChange={(e) => set('address', e.target.value)}
          />
        </Field>
        {line('phone', 'owner-phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {line('insurer', 'owner-insurer', { autoComplete: 'organization' })}
        {line('policyNumber', 'owner-policy-number', { autoComplete: 'off' })}
      </div>
    </CollapsibleSection>
  );
}
