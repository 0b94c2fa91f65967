import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Database, Download, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { InlineSpinner } from '../../../components/ui/spinner';
import { showErrorToast } from '../../../lib/error-catalogue';
import { showToast } from '../../../lib/toast';
import { saveFile, useExportCollection, type ExportFormat } from '../api/export-collection';
import { useImportCollection } from '../api/import-collection';

/** Spec part 2 §2 Settings, data: what the spec left disabled works (DESIGN.md): CSV and JSON export, JSON import. */
export function DataSection() {
  const { t, i18n } = useTranslation('account');
  const exporter = useExportCollection();
  const importer = useImportCollection();
  const fileInput = useRef<HTMLInputElement>(null);
  const exporting = exporter.isPending ? exporter.variables?.format : undefined;

  function download(format: ExportFormat) {
    exporter.mutate(
      { format, delimiter: i18n.language === 'fr' ? 'semicolon' : 'comma' },
      {
        onSuccess(file) {
          saveFile(file);
          showToast({
            title: t('data.exportedTitle'),
            description: t('data.exportedText', { file: file.fileName }),
            variant: 'success',
          });
        },
        onError: (error) => showErrorToast(t, t('data.exportFailed'), error, t('data.tryAgain')),
      },
    );
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return showToast({
        title: t('data.importFailed'),
        description: t('data.notJson'),
        variant: 'destructive',
      });
    }
    importer.mutate(content, {
      onSuccess(summary) {
        const parts = [
          t('data.summary.houses', { count: summary.houses }),
          t('data.summary.rooms', { count: summary.rooms }),
          t('data.summary.objects', { count: summary.objects }),
        ];
        const skipped =
          summary.imagesSkipped > 0
            ? ` ${t('data.summary.imagesSkipped', { count: summary.imagesSkipped })}`
            : '';
        showToast({
          title: t('data.importedTitle'),
          description: `${parts.join(', ')}.${skipped}`,
          variant: 'success',
        });
      },
      onError: (error) => showErrorToast(t, t('data.importFailed'), error, t('data.tryAgain')),
    });
  }

  return (
    <CollapsibleSection id="settings-data" title={t('data.title')} icon={<Database size={20} aria-hidden />}>
      <p className="text-sm text-muted">{t('data.exportText')}</p>
      <div className="mt-3 grid gap-2">
        <Button variant="outline" onClick={() => download('csv')} disabled={exporter.isPending}>
          {exporting === 'csv' ? <InlineSpinner /> : <Download size={18} aria-hidden />}
          {t('data.exportCsv')}
        </Button>
        <Button variant="outline" onClick={() => download('json')} disabled={exporter.isPending}>
          {exporting === 'json' ? <InlineSpinner /> : <Download size={18} aria-hidden />}
          {t('data.exportJson')}
        </Button>
      </div>
      <p className="mt-5 text-sm text-muted">{t('data.importText')}</p>
      <input
        ref={fileInput}
        id="data-import-file"
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={onFile}
      />
      <Button
        variant="outline"
        className="mt-3 w-full"
        onClick={() => fileInput.current?.click()}
        disabled={importer.isPending}
      >
        {importer.isPending ? <InlineSpinner /> : <Upload size={18} aria-hidden />}
        {t('data.import')}
      </Button>
    </CollapsibleSection>
  );
}
