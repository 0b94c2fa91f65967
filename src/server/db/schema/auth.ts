import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Tables better-auth reads and writes (user, session, account, verification, rateLimit), with the admin
 * plugin's fields and Trouvaille's own user fields. Property names are what better-auth expects.
 */
export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // admin plugin
  role: text('role').default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  // Trouvaille
  firstName: text('first_name'),
  lastName: text('last_name'),
  username: text('username'),
  language: text('language').notNull().default('fr'),
  planId: text('plan_id').notNull().default('patrimoine-gratuit'),
  preferredCurrency: text('preferred_currency').notNull().default('EUR'),
  preferredUnits: text('preferred_units').notNull().default('metric'),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  // The owner as an insurer knows them, printed on the insurance dossier (null: not given).
  fullName: text('full_name'),
  address: text('address'),
  phone: text('phone'),
  insurer: text('insurer'),
  policyNumber: text('policy_number'),
  /** Bumped by a trigger whenever the user's objects change (migration 0004): lists are cached against it. */
  collectionVersion: bigint('collection_version', { mode: 'number' }).notNull().default(0),
});

/** The owner of a row: a user, whose account takes the row with it when it goes. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerId(),
    impersonatedBy: text('impersonated_by'),
    /** The collection this session works on (decision 037); null: the person's own. */
    currentCollectionId: text('current_collection_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimit = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
