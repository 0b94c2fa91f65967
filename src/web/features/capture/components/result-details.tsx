import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ChevronDown } from 'lucide-react';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { cn } from '../../../components/ui/cn';
import { characteristicsOf, joinList, orUnknown, originOf } from '../lib/analysis-result';
import { FactList } from './fact-list';

/** Spec part 1 §2: the expandable Details of the results view. */
export function ResultDetails({ result }: { result: AnalysisResponse }) {
  const { t } = useTranslation('capture');
  const [open, setOpen] = useState(false);
  const id = useId();
  const unknown = t('results.unknown');
  const features = characteristicsOf(result);
  const origin = originOf(result);

  return (
    <section className="rounded-2xl border border-border bg-surface">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-12 w-full items-center justify-between rounded-2xl px-5 text-left font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {t('results.details')}
        <ChevronDown
          size={20}
          aria-hidden
          className={cn('text-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={id} hidden={!open} className="space-y-5 px-5 pb-5">
        <div>
          <h3 className="text-sm font-semibold text-accent">{t('results.description')}</h3>
          <p className="mt-1 whitespace-pre-line text-sm">{orUnknown(result.description, unknown)}</p>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-accent">{t('results.keyFeatures')}</h3>
          <FactList
            facts={[
              { label: t('results.materials'), value: joinList(features.materials, unknown) },
              { label: t('results.decorativeStyle'), value: joinList(features.decorativeStyle, unknown) },
              { label: t('results.specificFeatures'), value: joinList(features.specificFeatures, unknown) },
              { label: t('results.dimensions'), value: orUnknown(features.dimensions, unknown) },
            ]}
          />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-accent">{t('results.possibleOrigin')}</h3>
          <FactList
            facts={[
              { label: t('results.maker'), value: orUnknown(origin.manufacturer, unknown) },
              { label: t('results.location'), value: orUnknown(origin.location, unknown) },
              { label: t('results.context'), value: orUnknown(origin.productionContext, unknown) },
            ]}
          />
        </div>
        <FactList
          columns={2}
          facts={[
            { label: t('results.period'), value: orUnknown(result.period, unknown) },
            { label: t('results.style'), value: orUnknown(result.style, unknown) },
            { label: t('results.origin'), value: orUnknown(result.origin, unknown) },
            { label: t('results.condition'), value: orUnknown(result.condition, unknown) },
          ]}
        />
      </div>
    </section>
  );
}
