import { queryOptions, useQuery } from '@tanstack/react-query';
import { askSession } from './session';

// The signed-in user as a query, for the signed-in screens (the first screens read lib/session.ts).

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-user', {}] as const,
    // Shared with the shell's own question when both ask at once (the answer is kept by lib/session.ts).
    queryFn: () => askSession(),
  });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
