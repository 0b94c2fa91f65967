import { useTranslation } from '../../../lib/i18n';
import { Landmark, Pencil } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Fact } from './facts';

export function OriginSection({ object, onEdit }: { object: CollectionObject; onEdit?: () => void }) {
  const { t } = useTranslation('collection');
  const o = object.possibleOrigin;
  const empty = !o.manufacturer && !o.period && !o.location && !o.productionContext;
  return (
    <CollapsibleSection id="origin" title={t('object.origin')} icon={<Landmark size={20} aria-hidden />}>
      {empty ? (
        <p className="text-sm text-muted">{t('object.nothingYet')}</p>
      ) : (
        <dl className="space-y-3">
          <Fact label={t('object.manufacturer')}>{o.manufacturer}</Fact>
          <Fact label={t('object.period')}>{o.period}</Fact>
          <Fact label={t('object.location')}>{o.location}</Fact>
          <Fact label={t('object.productionContext')}>{o.productionContext}</Fact>
        </dl>
      )}
      {onEdit && (
        <Button variant="outline" size="sm" className="mt-4" onClick={onEdit}>
          <Pencil size={16} aria-hidden />
          {t('object.editOrigin')}
        </Button>
      )}
    </CollapsibleSection>
  );
}
