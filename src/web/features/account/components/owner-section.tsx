import { ShieldCheck } from 'lucide-react';
import {
  INSURER_MAX,
  OWNER_ADDRESS_MAX,
  OWNER_NAME_MAX,
  OWNER_PHONE_MAX,
  POLICY_NUMBER_MAX,
} from '../../../../contracts/account';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { TextareaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { ownerErrors, type SettingsValues } from '../use-settings-form';

interface OwnerSectionProps {
  values: SettingsValues;
  set: <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;
}

/**
 * Settings, the owner as an insurer knows them (decision 026): printed at the head of the insurance
 * dossier. Saved with the rest of the form.
 */
export function OwnerSection({ values, set }: OwnerSectionProps) {
  const { t } = useTranslation('account');
  const errors = ownerErrors(values);
  return (
    <CollapsibleSection
      id="settings-owner"
      title={t('owner.title')}
      icon={<ShieldCheck size={20} aria-hidden />}
    >
      <div className="space-y-4">
        <p className="text-sm text-muted">{t('owner.intro')}</p>
        <TextField
          id="owner-full-name"
          label={t('owner.fullName')}
          autoComplete="name"
          maxLength={OWNER_NAME_MAX}
          value={values.fullName}
          onChange={(e) => set('fullName', e.target.value)}
        />
        <TextareaField
          id="owner-address"
          label={t('owner.address')}
          autoComplete="street-address"
          rows={3}
          maxLength={OWNER_ADDRESS_MAX * 2}
          error={errors.address && t(errors.address, { max: OWNER_ADDRESS_MAX })}
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
        />
        <TextField
          id="owner-phone"
          label={t('owner.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={OWNER_PHONE_MAX}
          error={errors.phone && t(errors.phone)}
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <TextField
          id="owner-insurer"
          label={t('owner.insurer')}
          autoComplete="organization"
          maxLength={INSURER_MAX}
          value={values.insurer}
          onChange={(e) => set('insurer', e.target.value)}
        />
        <TextField
          id="owner-policy-number"
          label={t('owner.policyNumber')}
          autoComplete="off"
          maxLength={POLICY_NUMBER_MAX}
          value={values.policyNumber}
          onChange={(e) => set('policyNumber', e.target.value)}
        />
      </div>
    </CollapsibleSection>
  );
}
