import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { House, HouseType } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

export interface CreateHouseInput {
  name: string;
  address?: string;
  type: HouseType;
  description?: string;
}

/** POST /api/houses (Connaisseur, Pro, Expert and super users). */
export function createHouse(body: CreateHouseInput): Promise<House> {
  return apiRequest<House>('/api/houses', { method: 'POST', body, idempotent: true });
}

export function useCreateHouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createHouse,
    onSuccess: () => invalidateCollection(client),
    meta: { handlesErrors: true },
  });
}
