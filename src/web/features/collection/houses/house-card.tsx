import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Home, Pencil, Share2, Trash2 } from 'lucide-react';
import type { House } from '../../../../contracts/collection';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../lib/preferences';
import { DossierButton, houseAddress, LabelsButton } from '../components/report-buttons';
import { ShareDialog } from '../components/share-dialog';

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
  const [sharing, setSharing] = useState(false);
  const value =
    house.totalValueMin === house.totalValueMax
      ? money.format(house.totalValueMin)
      : money.range(house.totalValueMin, house.totalValueMax);
  return (
    <li className="rounded-2xl border border-border bg-surface p-4" data-house-id={house.id}>
      <div className="flex items-start gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <Home size={24} aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-lg leading-snug font-semibold break-words">{house.name}</h2>
          <p className="truncate text-sm text-muted">
            {t(`houseTypes.${house.type}`)}
            {house.address && ` · ${house.address}`}
          </p>
          {house.isMain && <Badge className="mt-1.5">{t('houses.main')}</Badge>}
        </div>
        <div className="-mr-2 -mt-2 flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('share.named', { name: house.name })}
            title={t('share.action')}
            onClick={() => setSharing(true)}
          >
            <Share2 size={18} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('houses.editNamed', { name: house.name })}
            onClick={onEdit}
          >
            <Pencil size={18} aria-hidden />
          </Button>
          {canDelete && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('houses.deleteNamed', { name: house.name })}
              onClick={onDelete}
              className="text-danger"
            >
              <Trash2 size={18} aria-hidden />
            </Button>
          )}
        </div>
      </div>
      {house.description && <p className="mt-3 line-clamp-2 text-sm text-muted">{house.description}</p>}
      <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-surface-2 p-3 text-center">
        <div>
          <dt className="text-xs text-muted">{t('houses.rooms')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="house-rooms">
            {house.roomCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('houses.objects')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="house-objects">
            {house.objectCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('houses.value')}</dt>
          <dd className="text-sm font-semibold break-words tabular-nums">{value}</dd>
        </div>
      </dl>
      {house.objectCount > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <DossierButton
            scope={{ houseId: house.id }}
            defaultAddress={houseAddress(house)}
            label={`${t('reports.dossier')} · ${house.name}`}
            className="flex-1 whitespace-nowrap"
          />
          <LabelsButton
            target={{ house: house.id }}
            label={`${t('reports.labels')} · ${house.name}`}
            className="flex-1 whitespace-nowrap"
          />
        </div>
      )}
      <ShareDialog open={sharing} onOpenChange={setSharing} scope="house" id={house.id} name={house.name} />
    </li>
  );
}
