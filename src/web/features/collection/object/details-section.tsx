import { useTranslation } from '../../../lib/i18n';
import { FileText } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { useMoney } from '../../../lib/preferences';
import { Fact } from './facts';

/** What the analysis and the person wrote about the object, and where it is kept. */
export function DetailsSection({ object, roomName }: { object: CollectionObject; roomName: string }) {
  const { t } = useTranslation('collection');
  const money = useMoney();
  return (
    <CollapsibleSection
      id="details"
      title={t('object.details')}
      icon={<FileText size={20} aria-hidden />}
      defaultOpen
    >
      {object.textsLanguage && (
        // A vision model's words cannot be written again in the reader's language: say which they are in.
        <p className="mb-3 text-xs text-muted">{t(`object.textsIn.${object.textsLanguage}`)}</p>
      )}
      <dl className="space-y-3">
        <Fact label={t('object.description')}>{money.text(object.description)}</Fact>
        <Fact label={t('object.room')}>{roomName}</Fact>
        <div className="grid grid-cols-2 gap-3">
          <Fact label={t('object.period')}>{object.period}</Fact>
          <Fact label={t('object.style')}>{object.style}</Fact>
          <Fact label={t('object.originField')}>{object.origin}</Fact>
          <Fact label={t('object.condition')}>
            {object.condition ? t(`condition.${object.condition}`) : ''}
          </Fact>
          <Fact label={t('object.author')}>{object.author}</Fact>
          <Fact label={t('object.manufacturer')}>{object.manufacturer}</Fact>
          <Fact label={t('object.brand')}>{object.brand}</Fact>
        </div>
        <Fact label={t('object.notes')}>{object.notes}</Fact>
      </dl>
    </CollapsibleSection>
  );
}
