import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CollectionRole,
  CollectionSummary,
  CollectionsResponse,
  CreateInvitationBody,
  CurrentCollection,
  Invitation,
  InvitationPreview,
  Member,
  MembersResponse,
  ObjectChangesResponse,
  UpdateCollectionBody,
} from '../../contracts/collections';
import { apiRequest } from '../lib/api-client';
import { getSessionUser } from '../lib/session';
import { readLocal, writeLocal } from '../lib/storage';
import { collectionsKeys, invalidateKeys, sessionKeys } from '../lib/query-keys';
import { useOwnErrorsMutation } from './own-errors-mutation';

const MINUTE = 60_000;

// ---------------------------------------------------------------- the person's collections

/** GET /api/collections: every collection the person is a member of, the current one flagged. */
export function fetchCollections(signal?: AbortSignal): Promise<CollectionsResponse> {
  return apiRequest<CollectionsResponse>('/api/collections', { signal });
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: collectionsKeys.list.detail(),
    queryFn: ({ signal }) => fetchCollections(signal),
    staleTime: 5 * MINUTE,
    retry: 1,
  });

/**
 * The header's switcher asks quietly: a person alone never sees it, and a failure there must not raise a
 * toast on every screen. `client`: the header lives outside the query layout's provider.
 */
export function useCollections(client?: QueryClient) {
  return useQuery({ ...collectionsQueryOptions(), meta: { handlesErrors: true } }, client);
}

/** GET /api/collections/current: the current collection, the reader's role in it, its settings. */
export function fetchCurrentCollection(signal?: AbortSignal): Promise<CurrentCollection> {
  return apiRequest<CurrentCollection>('/api/collections/current', { signal });
}

export const currentCollectionQueryOptions = () =>
  queryOptions({
    queryKey: collectionsKeys.current.detail(),
    queryFn: ({ signal }) => fetchCurrentCollection(signal),
    staleTime: 5 * MINUTE,
    retry: 1,
  });

/**
 * Quiet: the screens that only read the role fall back to showing their controls (the server decides).
 * `client`: the header lives outside the query layout's provider.
 */
export function useCurrentCollection(client?: QueryClient) {
  return useQuery({ ...currentCollectionQueryOptions(), meta: { handlesErrors: true } }, client);
}

/**
 * The reader's role in the current collection; undefined while unknown (offline, loading), when the
 * screens keep their controls and the server's 403 `ROLE_FORBIDDEN` has the last word.
 */
export function useCollectionRole(client?: QueryClient): CollectionRole | undefined {
  return useCurrentCollection(client).data?.role;
}

/**
 * Whether the owners keep amounts from this reader (a viewer, decision 037). Read from the cache only (the
 * header asks for the current collection on every signed-in screen): a public page (a share link) never
 * asks, and reads false.
 */
export function useAmountsWithheld(): boolean {
  return useQuery({ ...currentCollectionQueryOptions(), enabled: false }).data?.amountsHidden ?? false;
}

/** Whether the reader may change the collection's data (editors and owners; unknown counts as yes). */
export function useCanEdit(client?: QueryClient): boolean {
  return useCollectionRole(client) !== 'viewer';
}

/** PATCH /api/collections/current (owners): its name, amounts kept from viewers. */
export function updateCollection(body: UpdateCollectionBody): Promise<CurrentCollection> {
  return apiRequest<CurrentCollection>('/api/collections/current', { method: 'PATCH', body });
}

export function useUpdateCollection() {
  return useOwnErrorsMutation(updateCollection, (client) =>
    invalidateKeys(client, [collectionsKeys.current.all, collectionsKeys.list.all]),
  );
}

/**
 * Another collection became current: every answer in the cache (and the copy kept on the device for
 * reading offline, decision 028) was of the one left, so all of it goes, but the signed-in account and
 * the collection list, asked again. The screen then goes to the dashboard.
 */
export async function enterCollection(client: QueryClient): Promise<void> {
  await import('../lib/offline-data').then((m) => m.forgetCollectionCopy()).catch(() => undefined);
  const kept = new Set<unknown>(['auth-user', collectionsKeys.list.all[0], collectionsKeys.current.all[0]]);
  client.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
  // Not waited for: the screen goes to the dashboard at once, the header follows when they answer. The
  // account is kept on screen but asked again: its plan and counts are the current collection's.
  void invalidateKeys(client, [collectionsKeys.list.all, collectionsKeys.current.all, sessionKeys.user.all]);
}

/** POST /api/collections/{id}/switch: that collection is current for this session from now on. */
/**
 * The current collection changed without this device doing it (the person was removed from it on
 * another device, and the server put them back in their own): what the device kept of the old one goes,
 * as after a switch. The last id seen is kept per user on the device; a deliberate switch passes here
 * too, finding the cache already emptied.
 */
export function watchCurrentCollection(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== collectionsKeys.current.all[0]) return;
    const id = (event.query.state.data as CurrentCollection | undefined)?.id;
    const userId = getSessionUser()?.id;
    if (!id || !userId) return;
    const key = `trouvaille.collection.${userId}`;
    const seen = readLocal(key);
    writeLocal(key, id);
    if (seen && seen !== id) void enterCollection(client);
  });
}

export function switchCollection(id: string): Promise<CollectionSummary> {
  return apiRequest<CollectionSummary>(`/api/collections/${encodeURIComponent(id)}/switch`, {
    method: 'POST',
  });
}

/** `client`: the header lives outside the query layout's provider. */
export function useSwitchCollection(client: QueryClient) {
  return useMutation(
    {
      mutationFn: switchCollection,
      onSuccess: () => enterCollection(client),
      meta: { handlesErrors: true },
    },
    client,
  );
}

/** POST /api/collections/current/leave: the person's own collection is current again. */
export function leaveCollection(): Promise<CollectionSummary> {
  return apiRequest<CollectionSummary>('/api/collections/current/leave', { method: 'POST' });
}

export function useLeaveCollection() {
  return useOwnErrorsMutation(leaveCollection, enterCollection);
}

// ---------------------------------------------------------------- members and invitations

/** GET /api/collections/current/members: every member; the open invitations for owners only. */
export function fetchMembers(signal?: AbortSignal): Promise<MembersResponse> {
  return apiRequest<MembersResponse>('/api/collections/current/members', { signal });
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: collectionsKeys.members.list(), queryFn: ({ signal }) => fetchMembers(signal) });

export function useMembers() {
  // A removed member sees the list go at once: asked again on every visit.
  return useQuery({ ...membersQueryOptions(), staleTime: 0 });
}

const refreshMembers = (client: QueryClient) =>
  invalidateKeys(client, [collectionsKeys.members.all, collectionsKeys.current.all]);

/** PATCH /api/collections/current/members/{userId} (owners) */
export function updateMember({ userId, role }: { userId: string; role: CollectionRole }): Promise<Member> {
  return apiRequest<Member>(`/api/collections/current/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useUpdateMember() {
  return useOwnErrorsMutation(updateMember, refreshMembers);
}

/** DELETE /api/collections/current/members/{userId} (owners): their access ends at once. */
export function removeMember(userId: string): Promise<void> {
  return apiRequest<void>(`/api/collections/current/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember() {
  return useOwnErrorsMutation(removeMember, refreshMembers);
}

/** POST /api/collections/current/invitations (owners): the link is mailed to the address. */
export function createInvitation(body: CreateInvitationBody): Promise<Invitation> {
  return apiRequest<Invitation>('/api/collections/current/invitations', {
    method: 'POST',
    body,
  });
}

export function useCreateInvitation() {
  return useOwnErrorsMutation(createInvitation, refreshMembers);
}

/** DELETE /api/collections/current/invitations/{id} (owners): the link answers "closed" from now on. */
export function revokeInvitation(id: number): Promise<void> {
  return apiRequest<void>(`/api/collections/current/invitations/${id}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  return useOwnErrorsMutation(revokeInvitation, refreshMembers);
}

/** GET /api/invitations/{token}: what the link's holder sees, signed in or not; 404 for an unknown link. */
export function fetchInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: collectionsKeys.invitation.detail(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The page words its own errors (an unknown or closed link is a page, not a toast). */
export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), meta: { handlesErrors: true } });
}

/** POST /api/invitations/{token}/accept: the person joins, and the collection is current. */
export function acceptInvitation(token: string): Promise<CollectionSummary> {
  return apiRequest<CollectionSummary>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });
}

export function useAcceptInvitation() {
  return useOwnErrorsMutation(acceptInvitation, enterCollection);
}

// ---------------------------------------------------------------- who changed what

/** GET /api/objects/{id}/changes: who added the object and its last changes, newest first. */
export function fetchObjectChanges(objectId: number, signal?: AbortSignal): Promise<ObjectChangesResponse> {
  return apiRequest<ObjectChangesResponse>(`/api/objects/${objectId}/changes`, { signal });
}

export const objectChangesQueryOptions = (objectId: number) =>
  queryOptions({
    queryKey: collectionsKeys.changes.list(objectId),
    queryFn: ({ signal }) => fetchObjectChanges(objectId, signal),
    staleTime: 0,
    retry: 1,
  });

/** Quiet: the history is a side section of the object page, which says itself when it cannot load. */
export function useObjectChanges(objectId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...objectChangesQueryOptions(objectId),
    enabled: options.enabled ?? true,
    meta: { handlesErrors: true },
  });
}
