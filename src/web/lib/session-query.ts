import { queryOptions, useQuery } from '@tanstack/react-query';
import { askSession } from './session';
import { sessionKeys } from './query-keys';

// The signed-in user as a query, for the signed-in screens (the first screens read lib/session.ts).

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user.detail(),
    // Shared with the shell's own question when both ask at once (the answer is kept by lib/session.ts).
    queryFn: () => askSession(),
  });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
