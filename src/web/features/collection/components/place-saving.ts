import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/error-catalogue';
import { showToast } from '../../../lib/toast';
import { type UpdateHouseInput, useCreateHouse, useUpdateHouse } from '../../../api/houses';
import { updateRoom, useUpdateRoom } from '../../../api/rooms';
import type { HouseFormValues } from '../houses/house-form-dialog';

/** Adding and editing a house, each followed by the toast that says how it went. */
export function useHouseSaving() {
  const { t } = useTranslation('collection');
  const create = useCreateHouse();
  const update = useUpdateHouse();
  return {
    creating: create.isPending,
    updating: update.isPending,
    create(values: HouseFormValues, onDone: () => void) {
      create.mutate(values, {
        onSuccess: () => {
          onDone();
          showToast({ title: t('houses.created'), description: t('houses.createdText'), variant: 'success' });
        },
        onError: (error) =>
          showToast({
            title: t('houses.errorTitle'),
            description: errorMessage(t, error, t('houses.createFailed')),
            variant: 'destructive',
          }),
      });
    },
    update(input: UpdateHouseInput, onDone: () => void) {
      update.mutate(input, {
        onSuccess: () => {
          onDone();
          showToast({ title: t('houses.updated'), description: t('houses.updatedText'), variant: 'success' });
        },
        onError: () =>
          showToast({
            title: t('houses.updateFailed'),
            description: t('actions.retry'),
            variant: 'destructive',
          }),
      });
    },
  };
}

/** Editing a room, followed by the toast that says how it went. */
export function useRoomUpdate() {
  const { t } = useTranslation('collection');
  const update = useUpdateRoom();
  return {
    pending: update.isPending,
    update(input: Parameters<typeof updateRoom>[0], onDone: () => void) {
      update.mutate(input, {
        onSuccess: () => {
          onDone();
          showToast({ title: t('rooms.updated'), variant: 'success' });
        },
        onError: () =>
          showToast({
            title: t('rooms.updateFailed'),
            description: t('actions.retry'),
            variant: 'destructive',
          }),
      });
    },
  };
}
