import { useTranslation } from '../../../lib/i18n';
import { ScanText } from 'lucide-react';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { Panel } from '../../../components/ui/panel';

/** The text read on the photo (marks, labels, hallmarks) and the makers recognised in it, when any. */
export function TextRead({ result }: { result: Pick<AnalysisResponse, 'textRead' | 'marksRecognised'> }) {
  const { t } = useTranslation('capture');
  if (!result.textRead) return null;
  const marks = result.marksRecognised ?? [];
  return (
    <Panel
      id="text-read-title"
      icon={<ScanText size={18} aria-hidden className="text-accent" />}
      title={t('results.textRead.title')}
    >
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
    </Panel>
  );
}
