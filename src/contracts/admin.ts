import { z } from 'zod';
import { subscriptionStatusSchema } from './auth';
import { planIdSchema } from './choices';
import { currentSubscriptionSchema } from './subscription';

/** Percent change against the previous 30 days, one decimal; null when there was nothing to compare to. */
const percent = z.number().nullable();

export const activityTypes = ['registration', 'analysis', 'payment'] as const;
export const activitySchema = z.object({
  /** unique across types: `${type}:${source id}` */
  id: z.string(),
  type: z.enum(activityTypes),
  /** English sentence for the list; the structured fields below let the screen translate it */
  details: z.string(),
  userId: z.string().nullable(),
  timestamp: z.string(),
  email: z.string().nullable(),
  amountEur: z.number().nullable(),
  planId: planIdSchema.nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** signed in or used a session in the last 30 days */
  activeUsers: z.number().int(),
  /** collections (one per account), those shared beyond their founder, and members of another's (decision 037) */
  collections: z.object({ total: z.number().int(), shared: z.number().int(), members: z.number().int() }),
  totalAnalyses: z.number().int(),
  /** euros, refunds deducted */
  totalRevenue: z.number(),
  /** euros, calendar month (UTC) */
  revenueThisMonth: z.number(),
  growth: z.object({ users: percent, analyses: percent, revenue: percent }),
  subscriptions: z.object({ active: z.number().int(), trial: z.number().int(), cancelled: z.number().int() }),
  /** cancellations asked in the last 30 days / paid subscriptions running 30 days ago, in %; null when none ran */
  churnRate: percent,
  recentActivity: z.array(activitySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/users?q=&cursor=&limit= — q matches email, username, first or last name */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema,
  planId: planIdSchema,
  analysisCount: z.number().int(),
  totalSpent: z.number(),
  /** ISO; null when never seen since registration */
  lastActive: z.string().nullable(),
  suspended: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  /** pass back as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});

export const ledgerEntrySchema = z.object({
  id: z.string(),
  planId: planIdSchema,
  billingCycle: z.string().nullable(),
  kind: z.enum(['payment', 'refund', 'trial']),
  amountEur: z.number(),
  createdAt: z.string(),
});

/** GET /api/admin/users/{id} */
export const adminUserDetailSchema = adminUserRowSchema.extend({
  emailVerified: z.boolean(),
  language: z.string(),
  banReason: z.string().nullable(),
  subscription: currentSubscriptionSchema,
  payments: z.array(ledgerEntrySchema),
  openFlags: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The body is optional: a bare POST suspends without a reason. */
export const suspendBodySchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .nullish()
  .transform((b) => b ?? {});
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/* ---------- flagged content ---------- */

export const flagKinds = ['analysis', 'object'] as const;
export const flagStatuses = ['open', 'approved', 'rejected'] as const;
export const flagSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  kind: z.enum(flagKinds),
  /** the analysis or object id */
  refId: z.string(),
  reason: z.string(),
  status: z.enum(flagStatuses),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type Flag = z.infer<typeof flagSchema>;

export const adminFeatureRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});

export const flaggedContentQuerySchema = z.object({
  status: z.enum([...flagStatuses, 'all']).default('open'),
});

/** GET /api/admin/flagged-content: flags to review (newest first) and the latest feature requests. */
export const flaggedContentSchema = z.object({
  flags: z.array(flagSchema),
  featureRequests: z.array(adminFeatureRequestSchema),
});

export const flagIdParamsSchema = z.object({ id: z.string().uuid() });

/** GET /api/admin/feature-requests */
export const adminFeatureRequestsSchema = z.object({ featureRequests: z.array(adminFeatureRequestSchema) });

/* ---------- revenue ---------- */

export const revenueMonthSchema = z.object({
  /** yyyy-mm, UTC */
  month: z.string(),
  total: z.number(),
  /** euros per plan id; plans without revenue that month are absent */
  byPlan: z.record(z.string(), z.number()),
});

/** GET /api/admin/revenue: the last 12 calendar months, oldest first, the current one included. */
export const revenueSchema = z.object({
  currency: z.literal('EUR'),
  months: z.array(revenueMonthSchema),
  total: z.number(),
});
export type Revenue = z.infer<typeof revenueSchema>;

/* ---------- instance settings ---------- */

/** GET /api/admin/settings: how this instance behaves for every user. */
export const instanceSettingsSchema = z.object({
  /**
   * Every owner's confirmed photos (a type chosen or named) help identify every other owner's objects:
   * feature vectors and types only, never whose. Off by default: corrections teach their owner only.
   */
  poolReferences: z.boolean(),
  /** The plan a new account gets when the administrators set plans (a self-hosted instance, decision 035). */
  defaultPlanId: planIdSchema,
});
export type InstanceSettings = z.infer<typeof instanceSettingsSchema>;

/** PATCH /api/admin/settings: the settings to change. */
export const instanceSettingsPatchSchema = z.strictObject({
  poolReferences: z.boolean().optional(),
  defaultPlanId: planIdSchema.optional(),
});
export type InstanceSettingsPatch = z.infer<typeof instanceSettingsPatchSchema>;
