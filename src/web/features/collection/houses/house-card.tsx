import { useTranslation } from '../../../lib/i18n';
import { Home } from 'lucide-react';
import type { House } from '../../../../contracts/collection';
import { Badge } from '../../../components/ui/badge';
import { useMoney } from '../../../lib/preferences';
import { PlaceCard } from '../components/place-card';
import { houseAddress, PlaceReports } from '../components/report-buttons';

interface HouseCardProps {
  house: House;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One house with its real room and object counts and the value of what it holds. */
export function HouseCard({ house, canDelete, onEdit, onDelete }: HouseCardProps) {
  const { t } = useTranslation('collection');
  const money = useMoney();
  const figures = [
    { label: t('houses.rooms'), value: house.roomCount, testId: 'house-rooms' },
    { label: t('houses.objects'), value: house.objectCount, testId: 'house-objects' },
    { label: t('houses.value'), value: money.total(house.totalValueMin, house.totalValueMax) },
  ];
  return (
    <PlaceCard
      share={{ scope: 'house', id: house.id }}
      name={house.name}
      data={{ 'data-house-id': house.id }}
      visual={
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <Home size={24} aria-hidden />
        </span>
      }
      subtitle={
        <>
          {t(`houseTypes.${house.type}`)}
          {house.address && ` · ${house.address}`}
        </>
      }
      badge={house.isMain && <Badge className="mt-1.5">{t('houses.main')}</Badge>}
      editLabel={t('houses.editNamed', { name: house.name })}
      onEdit={onEdit}
      deleteLabel={canDelete ? t('houses.deleteNamed', { name: house.name }) : undefined}
      onDelete={onDelete}
    >
      {house.description && <p className="mt-3 line-clamp-2 text-sm text-muted">{house.description}</p>}
      <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-surface-2 p-3 text-center">
        {figures.map((f, i) => (
          <div key={f.label}>
            <dt className="text-xs text-muted">{f.label}</dt>
            <dd
              className={
                i === 2 ? 'text-sm font-semibold break-words tabular-nums' : 'font-semibold tabular-nums'
              }
              data-testid={f.testId}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      {house.objectCount > 0 && (
        <PlaceReports
          place={{ house: house.id }}
          name={house.name}
          defaultAddress={houseAddress(house)}
          className="mt-3"
        />
      )}
    </PlaceCard>
  );
}
