import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { House, HouseType } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

/**
 * Either dialog's payload, the inventory's or the houses screen's (docs/product.md#forms); left-out fields
 * stay.
 */
export interface UpdateHouseInput {
  id: number;
  name: string;
  address?: string | null;
  postalCode?: string | null;
  type?: HouseType;
  description?: string | null;
}

/** PUT /api/houses/{id} */
export function updateHouse({ id, ...body }: UpdateHouseInput): Promise<House> {
  return apiRequest<House>(`/api/houses/${id}`, { method: 'PUT', body });
}

export function useUpdateHouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateHouse,
    onSuccess: () => invalidateCollection(client),
    meta: { handlesErrors: true },
  });
}
