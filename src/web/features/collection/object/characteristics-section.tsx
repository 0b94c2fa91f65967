import { useTranslation } from '../../../lib/i18n';
import { Gem, Pencil } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Chips, Fact } from './facts';

export function CharacteristicsSection({
  object,
  onEdit,
}: {
  object: CollectionObject;
  onEdit?: () => void;
}) {
  const { t } = useTranslation('collection');
  const k = object.keyCharacteristics;
  const empty =
    !k.materials.length && !k.decorativeStyle.length && !k.specificFeatures.length && !k.dimensions;
  return (
    <CollapsibleSection
      id="characteristics"
      title={t('object.characteristics')}
      icon={<Gem size={20} aria-hidden />}
      defaultOpen
    >
      {empty ? (
        <p className="text-sm text-muted">{t('object.nothingYet')}</p>
      ) : (
        <dl className="space-y-3">
          <Fact label={t('object.materials')}>
            {k.materials.length ? <Chips items={k.materials} /> : null}
          </Fact>
          <Fact label={t('object.decorativeStyle')}>
            {k.decorativeStyle.length ? <Chips items={k.decorativeStyle} /> : null}
          </Fact>
          <Fact label={t('object.dimensions')}>{k.dimensions}</Fact>
          <Fact label={t('object.specificFeatures')}>
            {k.specificFeatures.length ? <Chips items={k.specificFeatures} /> : null}
          </Fact>
        </dl>
      )}
      {onEdit && (
        <Button variant="outline" size="sm" className="mt-4" onClick={onEdit}>
          <Pencil size={16} aria-hidden />
          {t('object.editCharacteristics')}
        </Button>
      )}
    </CollapsibleSection>
  );
}
