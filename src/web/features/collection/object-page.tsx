import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { PackageX } from 'lucide-react';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/session-query';
import { useObject } from '../../api/objects';
import { useRooms } from '../../api/rooms';
import { ObjectView } from './object/object-view';

/**
 * The object screen (docs/product.md#collection-screens): /object/{id}; no id goes to /collection, a missing
 * one says so.
 */
export default function ObjectPage() {
  const { t } = useTranslation('collection');
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: user } = useCurrentUser();
  const object = useObject(id, { enabled: valid });
  const rooms = useRooms();

  if (!raw) return <Navigate to="/collection" replace />;
  if (valid && object.isPending)
    return <Spinner className="mx-auto mt-16" label={t('common:status.loading')} />;
  if (!valid || !object.data) {
    return (
      <div className="mt-16 flex flex-col items-center text-center">
        <PackageX size={44} aria-hidden className="text-muted" />
        <h1 className="mt-3 text-xl font-semibold">{t('object.notFound')}</h1>
        <Link to="/collection" className={buttonClasses('outline', 'md', 'mt-5')}>
          {t('object.back')}
        </Link>
      </div>
    );
  }
  const entitled = !!user && hasPremiumEntitlements(user.subscriptionTier, user.isSuperUser);
  // Keyed by the object, so moving to another object starts from its own values.
  return (
    <ObjectView key={object.data.id} object={object.data} rooms={rooms.data ?? []} entitled={entitled} />
  );
}
