import { useTranslation } from '../../../lib/i18n';
import { BookOpenCheck } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Bullets, Fact } from './facts';

/** expertiseReport.furtherResearch: what to check next to firm up the identification. */
export function ResearchSection({ object }: { object: CollectionObject }) {
  const { t } = useTranslation('collection');
  const r = object.expertiseReport.furtherResearch;
  const empty = !r || (!r.recommendations.length && !r.verificationSteps.length);
  return (
    <CollapsibleSection
      id="research"
      title={t('object.research')}
      icon={<BookOpenCheck size={20} aria-hidden />}
    >
      {empty ? (
        <p className="text-sm text-muted">{t('object.nothingYet')}</p>
      ) : (
        <dl className="space-y-3">
          <Fact label={t('object.recommendations')}>
            {r.recommendations.length ? <Bullets items={r.recommendations} /> : null}
          </Fact>
          <Fact label={t('object.verificationSteps')}>
            {r.verificationSteps.length ? <Bullets items={r.verificationSteps} /> : null}
          </Fact>
        </dl>
      )}
    </CollapsibleSection>
  );
}
