import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Archive, Database, Download, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { InlineSpinner } from '../../../components/ui/spinner';
import { showErrorToast } from '../../../lib/error-catalogue';
import { showToast } from '../../../lib/toast';
import { useAmountsWithheld, useCanEdit } from '../../../api/collections';
import {
  type ExportFormat,
  type ImportResult,
  isArchiveSummary,
  saveFile,
  useExportCollection,
  useImportCollection,
} from '../../../api/account';

/** A ZIP file starts with a local file header, "PK\x03\x04" (or "PK\x05\x06" when empty). */
async function isZip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

/**
 * The data section of the settings: the whole collection as a ZIP archive with its photos (what moves an
 * account), CSV and JSON for spreadsheets and tools, and the import of an archive or of a JSON export.
 */
export function DataSection() {
  const { t, i18n } = useTranslation('account');
  const exporter = useExportCollection();
  const importer = useImportCollection();
  // A viewer (decision 037) adds nothing, and one the owners keep amounts from exports nothing: the export
  // carries every figure (the server refuses it).
  const canEdit = useCanEdit();
  const withheld = useAmountsWithheld();
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
    let input: { archive: Blob } | { json: unknown };
    try {
      input = (await isZip(file)) ? { archive: file } : { json: JSON.parse(await file.text()) };
    } catch {
      return showToast({
        title: t('data.importFailed'),
        description: t('data.notJson'),
        variant: 'destructive',
      });
    }
    importer.mutate(input, {
      onSuccess(summary) {
        showToast({ title: t('data.importedTitle'), description: describe(summary), variant: 'success' });
      },
      onError: (error) => showErrorToast(t, t('data.importFailed'), error, t('data.tryAgain')),
    });
  }

  function describe(summary: ImportResult): string {
    if (!isArchiveSummary(summary)) {
      const parts = [
        t('data.summary.houses', { count: summary.houses }),
        t('data.summary.rooms', { count: summary.rooms }),
        t('data.summary.objects', { count: summary.objects }),
      ];
      const skipped =
        summary.imagesSkipped > 0
          ? ` ${t('data.summary.imagesSkipped', { count: summary.imagesSkipped })}`
          : '';
      return `${parts.join(', ')}.${skipped}`;
    }
    const { added, skipped } = summary;
    const parts = [
      added.houses > 0 && t('data.summary.houses', { count: added.houses }),
      added.rooms > 0 && t('data.summary.rooms', { count: added.rooms }),
      added.objects > 0 && t('data.summary.objects', { count: added.objects }),
      added.valuations > 0 && t('data.summary.valuations', { count: added.valuations }),
      summary.photosRestored > 0 && t('data.summary.photosRestored', { count: summary.photosRestored }),
    ].filter((p): p is string => Boolean(p));
    if (!parts.length) return t('data.summary.nothingNew');
    const already =
      skipped.objects > 0 ? ` ${t('data.summary.alreadyThere', { count: skipped.objects })}` : '';
    return `${t('data.summary.added', { list: parts.join(', ') })}${already}`;
  }

  return (
    <CollapsibleSection id="settings-data" title={t('data.title')} icon={<Database size={20} aria-hidden />}>
      {withheld ? (
        <p className="text-sm text-muted">{t('data.exportWithheld')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('data.exportText')}</p>
          <div className="mt-3 grid gap-2">
            <Button onClick={() => download('zip')} disabled={exporter.isPending}>
              {exporting === 'zip' ? <InlineSpinner /> : <Archive size={18} aria-hidden />}
              {t('data.exportZip')}
            </Button>
            <Button variant="outline" onClick={() => download('csv')} disabled={exporter.isPending}>
              {exporting === 'csv' ? <InlineSpinner /> : <Download size={18} aria-hidden />}
              {t('data.exportCsv')}
            </Button>
            <Button variant="outline" onClick={() => download('json')} disabled={exporter.isPending}>
              {exporting === 'json' ? <InlineSpinner /> : <Download size={18} aria-hidden />}
              {t('data.exportJson')}
            </Button>
          </div>
        </>
      )}
      {canEdit && (
        <>
          <p className="mt-5 text-sm text-muted">{t('data.importText')}</p>
          <input
            ref={fileInput}
            id="data-import-file"
            type="file"
            accept="application/zip,.zip,application/json,.json"
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
        </>
      )}
    </CollapsibleSection>
  );
}
