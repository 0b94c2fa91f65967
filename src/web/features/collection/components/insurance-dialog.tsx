import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { COVER_ADDRESS_MAX } from '../../../../contracts/reports';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Segmented } from '../../../components/ui/segmented';
import { Switch } from '../../../components/ui/switch';
import { showErrorToast } from '../../../lib/error-catalogue';
import { isLanguage, type Language } from '../../../lib/language';
import { useHideValues } from '../../../lib/preferences';
import { showToast } from '../../../lib/toast';
import { type ReportScope, useDownloadInsuranceReport } from '../../../api/reports';
import { FormDialog } from './form-dialog';

interface InsuranceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: ReportScope;
  /** The house's address when one is known: most people insure the place the objects are in. */
  defaultAddress?: string | null;
}

/** Before the insurance dossier downloads: the cover's address, its language, and whether amounts show. */
export function InsuranceDialog({ open, onOpenChange, scope, defaultAddress }: InsuranceDialogProps) {
  const { t, i18n } = useTranslation('collection');
  const id = useId();
  const download = useDownloadInsuranceReport();
  const [hideValues] = useHideValues();
  const [address, setAddress] = useState('');
  const [lang, setLang] = useState<Language>('fr');
  const [showValues, setShowValues] = useState(!hideValues);

  // Each opening starts from the house's address, the interface's language, and amounts only when the
  // owner does not hide values (turned on here, they print in this one file).
  useEffect(() => {
    if (!open) return;
    setAddress(defaultAddress ?? '');
    setLang(isLanguage(i18n.language) ? i18n.language : 'fr');
    setShowValues(!hideValues);
  }, [open, defaultAddress, i18n.language, hideValues]);

  function submit(event: FormEvent) {
    event.preventDefault();
    download.mutate(
      { scope, lang, showValues, address },
      {
        onSuccess: (fileName) => {
          onOpenChange(false);
          showToast({ title: t('reports.downloaded'), description: fileName, variant: 'success' });
        },
        onError: (error) => showErrorToast(t, t('reports.failed'), error, t('actions.retry')),
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reports.dossierTitle')}
      submitLabel={
        download.progress !== null
          ? t('reports.preparingDossier', { percent: download.progress })
          : download.isPending
            ? t('reports.preparing')
            : t('reports.download')
      }
      pending={download.isPending}
      onSubmit={submit}
    >
      <p className="text-sm text-muted">{t('reports.dossierText')}</p>
      <Field id={`${id}-address`} label={t('reports.address')} hint={t('reports.addressHint')}>
        <Input
          id={`${id}-address`}
          value={address}
          maxLength={COVER_ADDRESS_MAX}
          autoComplete="street-address"
          aria-describedby={`${id}-address-hint`}
          onChange={(e) => setAddress(e.target.value)}
        />
      </Field>
      <div>
        <Label htmlFor={`${id}-lang`}>{t('reports.language')}</Label>
        <Segmented
          id={`${id}-lang`}
          label={t('reports.language')}
          value={lang}
          onValueChange={setLang}
          options={[
            { value: 'fr', label: t('reports.languages.fr') },
            { value: 'en', label: t('reports.languages.en') },
          ]}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-values`}>{t('reports.showValues')}</Label>
        <Switch id={`${id}-values`} checked={showValues} onCheckedChange={setShowValues} />
      </div>
    </FormDialog>
  );
}
