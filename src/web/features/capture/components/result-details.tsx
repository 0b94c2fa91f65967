import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { useMoney } from '../../../lib/preferences';
import { useAnalysisFacts } from './analysis-facts';
import { FactGroup, FactList } from './fact-list';
import { OpenChevron } from '../../../components/ui/open-chevron';

/** The expandable Details of the results view (docs/product.md#appraisal). */
export function ResultDetails({ result }: { result: AnalysisResponse }) {
  const { t } = useTranslation('capture');
  const [open, setOpen] = useState(false);
  const id = useId();
  const facts = useAnalysisFacts(result);
  const money = useMoney();
  const { known, origin } = facts;

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
        <OpenChevron open={open} />
      </button>
      <div id={id} hidden={!open} className="space-y-5 px-5 pb-5">
        <div>
          <h3 className="text-sm font-semibold text-accent">{t('results.description')}</h3>
          <p className="mt-1 whitespace-pre-line text-sm">{money.text(known(result.description))}</p>
        </div>
        <FactGroup title={t('results.keyFeatures')} facts={facts.characteristics} />
        <FactGroup
          title={t('results.possibleOrigin')}
          facts={[
            { label: t('results.maker'), value: known(origin.manufacturer) },
            { label: t('results.location'), value: known(origin.location) },
            { label: t('results.context'), value: known(origin.productionContext) },
          ]}
        />
        <FactList columns={2} facts={facts.attribution} />
      </div>
    </section>
  );
}
