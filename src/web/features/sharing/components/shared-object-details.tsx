import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { SharedObject } from '../../../../contracts/sharing';
import { Dialog } from '../../../components/ui/dialog';
import { useSharedValue } from '../use-shared-value';

interface SharedObjectDetailsProps {
  object: SharedObject | null;
  showValues: boolean;
  onClose: () => void;
}

/** One object of a shared room or house, opened from its card. */
export function SharedObjectDetails({ object, showValues, onClose }: SharedObjectDetailsProps) {
  const { t } = useTranslation('sharing');
  if (!object) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={object.name} closeLabel={t('close')}>
      <div className="-mx-1 max-h-[65dvh] overflow-y-auto px-1">
        <SharedObjectFacts object={object} showValues={showValues} />
      </div>
    </Dialog>
  );
}

/** The shared fields of one object, with every photo the link serves. */
export function SharedObjectFacts({ object, showValues }: { object: SharedObject; showValues: boolean }) {
  const { t } = useTranslation('sharing');
  const valueOf = useSharedValue();
  const k = object.keyCharacteristics;
  const list = (items: string[]) => (items.length ? items.join(', ') : '');
  const rows: [string, ReactNode][] = [
    [t('object.category'), object.category],
    [t('object.period'), object.period],
    [t('object.style'), object.style],
    // The level as the owner's collection keeps it (decision 026); older texts as they were written.
    [
      t('object.condition'),
      ['excellent', 'good', 'fair', 'poor'].includes(object.condition)
        ? t(`conditionLevels.${object.condition}`)
        : object.condition,
    ],
    [t('object.materials'), list(k.materials)],
    [t('object.decorativeStyle'), list(k.decorativeStyle)],
    [t('object.features'), list(k.specificFeatures)],
    [t('object.dimensions'), k.dimensions],
  ];
  return (
    <div className="space-y-4">
      {object.photos.length > 0 && (
        <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
          {object.photos.map((p, i) => (
            <li key={p.url} className="w-4/5 shrink-0 snap-center first:w-full first:only:w-full">
              <img
                src={p.url}
                alt={t('object.photo', { name: object.name, n: i + 1 })}
                className="aspect-[4/3] w-full rounded-xl bg-surface-2 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <p
        className={object.value ? 'text-lg font-semibold text-accent tabular-nums' : 'text-sm text-muted'}
        data-testid="shared-value"
      >
        {showValues ? (valueOf(object) ?? t('object.noValue')) : t('object.valueHidden')}
      </p>
      {object.description && <p className="text-sm whitespace-pre-line">{object.description}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([label, v]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
