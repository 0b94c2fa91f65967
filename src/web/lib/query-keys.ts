import type { QueryClient } from '@tanstack/react-query';

/**
 * Every TanStack Query key of the web app: one factory per feature. A key is `[resource, params]`
 * (docs/architecture.md#query-keys); a resource's `all` key is its first part alone, which invalidates the
 * resource whatever its params. The factories live here, not in each feature, because a change made in one
 * feature refreshes what another shows (a capture saves an object the collection and the dashboard list) and
 * features do not import each other. No imports: the first screens may read it without pulling in TanStack
 * Query.
 */

const resource = <const R extends string>(name: R) => ({
  all: [name] as const,
  key: <const P extends object>(params: P) => [name, params] as const,
});

const users = resource('auth-user');
const subscription = resource('subscription');
const usage = resource('usage-stats');
const billing = resource('billing-config');
const checkout = resource('billing-checkout');
/** The signed-in user, their plan and this month's analyses; the instance's billing mode (decision 035). */
export const sessionKeys = {
  user: { all: users.all, detail: () => users.key({}) },
  subscription: { all: subscription.all, detail: () => subscription.key({}) },
  usage: { all: usage.all, detail: () => usage.key({}) },
  billing: { all: billing.all, detail: () => billing.key({}) },
  /** A payment on Stripe's Checkout, waiting for its webhook. */
  checkout: { all: checkout.all, detail: (id: string | null) => checkout.key({ id }) },
};

const analyses = resource('analysis');
/** A stored analysis (capture result, object re-analysis, refinement). */
export const analysisKeys = {
  all: analyses.all,
  detail: (id: string, language?: string) => analyses.key({ id, language }),
};

const objectTypes = resource('object-types');
/** The object types what the owner typed names (saying what an object is), per words and language. */
export const objectTypeKeys = {
  all: objectTypes.all,
  search: (q: string, language: string) => objectTypes.key({ q, language }),
};

const objects = resource('objects');
const object = resource('object');
const rooms = resource('rooms');
const houses = resource('houses');
const comparables = resource('comparables');
const valuations = resource('valuations');
const shares = resource('shares');
/** Houses, rooms, objects and what hangs on an object (comparables, valuations, share links). */
export const collectionKeys = {
  /** Per reader's language too: the analyzer's names come in it (decision 030). */
  objects: { all: objects.all, list: <const P extends object>(params: P) => objects.key(params) },
  /** An object as read in a language: the analyzer's words come in the reader's (decision 030). */
  object: { all: object.all, detail: (id: number, language?: string) => object.key({ id, language }) },
  rooms: { all: rooms.all, list: () => rooms.key({}) },
  houses: { all: houses.all, list: () => houses.key({}) },
  comparables: { all: comparables.all, list: (objectId: number) => comparables.key({ objectId }) },
  valuations: { all: valuations.all, list: (objectId: number) => valuations.key({ objectId }) },
  shares: { all: shares.all, list: () => shares.key({}) },
};

const stats = resource('dashboard-stats');
const valueHistory = resource('value-history');
/** The dashboard's figures and the collection's value over time. */
export const dashboardKeys = {
  /** In the reader's language: the recent finds' names come in it (decision 030). */
  stats: { all: stats.all, detail: (language?: string) => stats.key({ language }) },
  valueHistory: { all: valueHistory.all, detail: () => valueHistory.key({}) },
};

const adminUsers = resource('admin-users');
const adminUser = resource('admin-user');
const adminStats = resource('admin-stats');
const adminRevenue = resource('admin-revenue');
const flagged = resource('admin-flagged-content');
const adminSettings = resource('admin-settings');
export const adminKeys = {
  users: { all: adminUsers.all, list: (q: string) => adminUsers.key({ q }) },
  user: { all: adminUser.all, detail: (id: string) => adminUser.key({ id }) },
  stats: { all: adminStats.all, detail: () => adminStats.key({}) },
  revenue: { all: adminRevenue.all, detail: () => adminRevenue.key({}) },
  flagged: { all: flagged.all, list: (status: string) => flagged.key({ status }) },
  settings: { all: adminSettings.all, detail: () => adminSettings.key({}) },
};

const memberships = resource('collections');
const currentCollection = resource('collection-current');
const members = resource('collection-members');
const invitation = resource('invitation');
const objectChanges = resource('object-changes');
/**
 * The collections the person is a member of, the current one (its role and settings), its members and
 * invitations, an invitation link's preview, and an object's record of changes (decision 037).
 */
export const collectionsKeys = {
  list: { all: memberships.all, detail: () => memberships.key({}) },
  current: { all: currentCollection.all, detail: () => currentCollection.key({}) },
  members: { all: members.all, list: () => members.key({}) },
  invitation: { all: invitation.all, detail: (token: string) => invitation.key({ token }) },
  changes: { all: objectChanges.all, list: (objectId: number) => objectChanges.key({ objectId }) },
};

const publicShares = resource('public-share');
/** What a share link's visitor sees. */
export const sharingKeys = {
  /** In the visitor's language: the analyzer's words come in it (decision 030). */
  detail: (token: string, language?: string) => publicShares.key({ token, language }),
};

/** Marks every query under these keys stale (active ones refetch), all at once. */
export function invalidateKeys(
  client: Pick<QueryClient, 'invalidateQueries'>,
  keys: readonly (readonly unknown[])[],
): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
