import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change whose screen words its own failure (no generic toast: `handlesErrors`, src/web/lib/query-client.ts)
 * and that, once done, refreshes what `refresh` names: what each change refreshes stays written beside its
 * call (docs/decisions/033-one-web-api-layer.md).
 */
export function useOwnErrorsMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (client: QueryClient) => unknown,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(client), meta: { handlesErrors: true } });
}
