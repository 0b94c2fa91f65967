import { useMutation } from '@tanstack/react-query';
import type { FeatureRequest } from '../../../../contracts/account';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/feature-requests: stored for the admins to read (docs/product.md#settings). */
export function createFeatureRequest(description: string): Promise<FeatureRequest> {
  return apiRequest<FeatureRequest>('/api/feature-requests', { method: 'POST', body: { description } });
}

export function useCreateFeatureRequest() {
  return useMutation({ mutationFn: createFeatureRequest, meta: { handlesErrors: true } });
}
