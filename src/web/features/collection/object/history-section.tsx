import { History } from 'lucide-react';
import type { Room } from '../../../../contracts/collection';
import type { ObjectChange } from '../../../../contracts/collections';
import { useObjectChanges } from '../../../api/collections';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/preferences';

/** Fields whose values are euro amounts: shown as money (hidden with the privacy switch). */
const AMOUNTS = new Set(['estimatedValueMin', 'estimatedValueMax', 'estimatedValue', 'acquisitionPrice']);
/** A long text (a description) is cut in the list: the object's page shows it whole. */
const SHOWN_MAX = 80;

const cut = (text: string) => (text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text);

/**
 * Who added the object and its last changes (decision 037): field, old and new value, who, when, from the
 * append-only record. A field the screen knows is named in the reader's language, any other as stored.
 */
export function HistorySection({ objectId, rooms }: { objectId: number; rooms: Room[] }) {
  const { t, i18n } = useTranslation('members');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  const history = useObjectChanges(objectId);
  const data = history.data;

  const fieldLabel = (field: string) => t(`history.fields.${field}`, { defaultValue: field });
  function shown(change: ObjectChange, value: string | null): string {
    if (change.field === 'roomId' && !value) return t('collection:object.noRoom');
    if (value === null || value === '') return t('history.none');
    if (change.field === 'roomId')
      return rooms.find((r) => String(r.id) === value)?.name ?? t('history.removedRoom');
    if (AMOUNTS.has(change.field) && value.trim() !== '' && Number.isFinite(Number(value)))
      return money.format(Number(value));
    return cut(value);
  }

  return (
    <CollapsibleSection
      id="object-history"
      title={t('history.title')}
      icon={<History size={20} aria-hidden />}
    >
      {history.isPending ? (
        <Spinner className="mx-auto my-4" label={t('common:status.loading')} />
      ) : !data ? (
        <p className="text-sm text-danger">{t('history.loadFailed')}</p>
      ) : (
        <>
          <p className="text-sm" data-testid="object-added-by">
            {data.addedBy
              ? t('history.addedBy', { name: data.addedBy, date: formatDate(data.addedAt, language) })
              : t('history.addedOn', { date: formatDate(data.addedAt, language) })}
          </p>
          {data.changes.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('history.empty')}</p>
          ) : (
            <ol className="mt-2 divide-y divide-border" data-testid="object-changes">
              {data.changes.map((change) => (
                <li key={change.id} className="py-2.5" data-testid="object-change">
                  <p className="text-sm break-words">
                    {t('history.change', {
                      field: fieldLabel(change.field),
                      old: shown(change, change.oldValue),
                      new: shown(change, change.newValue),
                    })}
                  </p>
                  <p className="text-xs text-muted">
                    {t('history.by', { name: change.by, date: formatDate(change.at, language, true) })}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </CollapsibleSection>
  );
}
