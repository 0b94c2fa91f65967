import { useTranslation } from '../../../lib/i18n';
import { ScanText } from 'lucide-react';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';

/** The text read on the photo (marks, labels, hallmarks) and the makers recognised in it, when any. */
export function TextRead({ result }: { result: Pick<AnalysisResponse, 'textRead' | 'marksRecognised'> }) {
  const { t } = useTranslation('capture');
  if (!result.textRead) return null;
  const marks = result.marksRecognised ?? [];
  return (
    <section aria-labelledby="text-read-title" className="rounded-2xl border border-border bg-surface p-5">
      <h3 id="text-read-title" className="flex items-center gap-2 text-base font-semibold">
        <ScanText size={18} aria-hidden className="text-accent" />
        {t('results.textRead.title')}
      </h3>
      <p className="mt-2 font-mono text-sm break-words">
        {t('results.textRead.quoted', { text: result.textRead })}
      </p>
      {marks.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {marks.map((m) => (
            <li key={m.id} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
              {t(`results.textRead.kind.${m.kind}`, { name: m.name })}
            </li>
          ))}
        </ul>
      )}
      {marks.length > 0 && <p className="mt-2 text-xs text-muted">{t('results.textRead.effect')}</p>}
    </section>
  );
}
