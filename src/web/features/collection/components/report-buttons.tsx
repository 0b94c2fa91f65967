import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FileText, QrCode } from 'lucide-react';
import { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { InlineSpinner } from '../../../components/ui/spinner';
import { showErrorToast } from '../../../lib/error-catalogue';
import { isLanguage } from '../../../lib/language';
import { showToast } from '../../../lib/toast';
import { type LabelsTarget, type ReportScope, useDownloadLabels } from '../../../api/reports';
import { InsuranceDialog } from './insurance-dialog';

/** A house's address as the dossier's cover prints it ("12 rue des Écoles, 75005"). */
export function houseAddress(
  house: { address: string | null; postalCode: string | null } | undefined,
): string {
  return house ? [house.address, house.postalCode].filter((p) => p && p.trim()).join(', ') : '';
}

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A report button: outlined and small unless the place asks otherwise, named for screen readers. */
function ReportButton({
  variant = 'outline',
  size = 'sm',
  label,
  ...rest
}: ButtonProps & { label?: string }) {
  return <Button variant={variant} size={size} aria-label={label} {...rest} />;
}

/** "Insurance dossier": opens the dialog that downloads the PDF of a house, a room or the whole collection. */
export function DossierButton({
  scope,
  defaultAddress,
  label,
  ...look
}: Look & { scope: ReportScope; defaultAddress?: string | null; label?: string }) {
  const { t } = useTranslation('collection');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReportButton {...look} label={label} onClick={() => setOpen(true)}>
        <FileText size={16} aria-hidden />
        {t('reports.dossier')}
      </ReportButton>
      <InsuranceDialog open={open} onOpenChange={setOpen} scope={scope} defaultAddress={defaultAddress} />
    </>
  );
}

/** "Print labels" (a room's or a house's sheet) or "Print label" (one object): downloads the PDF at once. */
export function LabelsButton({ target, label, ...look }: Look & { target: LabelsTarget; label?: string }) {
  const { t, i18n } = useTranslation('collection');
  const download = useDownloadLabels();
  const text = 'object' in target ? t('reports.label') : t('reports.labels');

  function start() {
    download.mutate(
      { target, lang: isLanguage(i18n.language) ? i18n.language : 'fr' },
      {
        onSuccess: (fileName) =>
          showToast({ title: t('reports.downloaded'), description: fileName, variant: 'success' }),
        onError: (error) => showErrorToast(t, t('reports.failed'), error, t('actions.retry')),
      },
    );
  }

  return (
    <ReportButton {...look} label={label} disabled={download.isPending} onClick={start}>
      {download.isPending ? <InlineSpinner /> : <QrCode size={16} aria-hidden />}
      {download.progress !== null ? t('reports.preparingLabels', { percent: download.progress }) : text}
    </ReportButton>
  );
}

/** A house's or a room's dossier and labels, side by side, each named with the place for screen readers. */
export function PlaceReports({
  place,
  name,
  defaultAddress,
  variant,
  className,
}: {
  place: { house: number } | { room: number };
  name: string;
  defaultAddress?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation('collection');
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <DossierButton
        scope={'house' in place ? { houseId: place.house } : { roomId: place.room }}
        defaultAddress={defaultAddress}
        variant={variant}
        label={`${t('reports.dossier')} · ${name}`}
        className="flex-1 whitespace-nowrap"
      />
      <LabelsButton
        target={place}
        variant={variant}
        label={`${t('reports.labels')} · ${name}`}
        className="flex-1 whitespace-nowrap"
      />
    </div>
  );
}
