import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { byPerson, nameColumns, personOf } from '../../db/people';
import { collectionInvitations, collectionMembers, collections, session, user } from '../../db/schema';

export type InvitationRow = typeof collectionInvitations.$inferSelect;

const person = nameColumns(user);

/** Collections, their members and invitations (decision 037): the only place this module touches Drizzle. */
export function createCollectionsRepository(db: Db) {
  const founder = alias(user, 'founder');

  /** Members with who they are, where `filter` holds. */
  const memberRows = (filter: SQL | undefined) =>
    db
      .select({
        userId: collectionMembers.userId,
        role: collectionMembers.role,
        addedAt: collectionMembers.addedAt,
        ...person,
      })
      .from(collectionMembers)
      .innerJoin(user, eq(user.id, collectionMembers.userId))
      .where(filter);

  /** `work` in a transaction holding the collection's row: its members' and invitations' changes, one at a time. */
  const lockedCollection = <T>(collectionId: string, work: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      await tx.execute(
        sql`select 1 from ${collections} where ${collections.id} = ${collectionId} for update`,
      );
      return work(tx);
    });

  const repo = {
    /** The collections a person is a member of, their own first, with the founder's name. */
    async listFor(userId: string) {
      return db
        .select({
          id: collections.id,
          name: collections.name,
          role: collectionMembers.role,
          founder: nameColumns(founder),
        })
        .from(collectionMembers)
        .innerJoin(collections, eq(collections.id, collectionMembers.collectionId))
        .innerJoin(founder, eq(founder.id, collections.id))
        .where(eq(collectionMembers.userId, userId))
        .orderBy(sql`${collections.id} = ${userId} desc`, asc(collections.name), asc(collections.id));
    },

    async find(collectionId: string) {
      const [row] = await db
        .select({
          id: collections.id,
          name: collections.name,
          hideAmountsFromViewers: collections.hideAmountsFromViewers,
          founder: nameColumns(founder),
        })
        .from(collections)
        .innerJoin(founder, eq(founder.id, collections.id))
        .where(eq(collections.id, collectionId))
        .limit(1);
      return row;
    },

    async update(collectionId: string, patch: { name?: string; hideAmountsFromViewers?: boolean }) {
      if (Object.keys(patch).length > 0)
        await db.update(collections).set(patch).where(eq(collections.id, collectionId));
    },

    async members(collectionId: string) {
      return memberRows(eq(collectionMembers.collectionId, collectionId)).orderBy(
        asc(collectionMembers.addedAt),
        asc(collectionMembers.userId),
      );
    },

    async member(collectionId: string, userId: string) {
      const [row] = await memberRows(
        and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)),
      ).limit(1);
      return row;
    },

    async isMemberByEmail(collectionId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: collectionMembers.userId })
        .from(collectionMembers)
        .innerJoin(user, eq(user.id, collectionMembers.userId))
        .where(and(eq(collectionMembers.collectionId, collectionId), eq(user.email, email.toLowerCase())))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Changes a member under the collection's row lock, so two owners stepping down at once cannot both
     * pass the "one owner remains" check: `work` sees the member's role and the owners counted inside it.
     */
    async withMemberLocked<T>(
      collectionId: string,
      userId: string,
      work: (tx: { role: string | undefined; owners: number; db: Db }) => Promise<T>,
    ): Promise<T> {
      return lockedCollection(collectionId, async (tx) => {
        const rows = await tx
          .select({ userId: collectionMembers.userId, role: collectionMembers.role })
          .from(collectionMembers)
          .where(eq(collectionMembers.collectionId, collectionId));
        return work({
          role: rows.find((r) => r.userId === userId)?.role,
          owners: rows.filter((r) => r.role === 'owner').length,
          db: tx,
        });
      });
    },

    async setRole(tx: Db, collectionId: string, userId: string, role: string) {
      await tx
        .update(collectionMembers)
        .set({ role })
        .where(and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)));
    },

    async remove(tx: Db, collectionId: string, userId: string) {
      await tx
        .delete(collectionMembers)
        .where(and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)));
      // Their sessions on it go back to their own collection at once (the membership check does it too).
      await tx
        .update(session)
        .set({ currentCollectionId: null })
        .where(and(eq(session.userId, userId), eq(session.currentCollectionId, collectionId)));
    },

    /** The session works on this collection from its next request. */
    async setCurrent(token: string, collectionId: string) {
      await db.update(session).set({ currentCollectionId: collectionId }).where(eq(session.token, token));
    },

    // ------------------------------------------------------------ invitations

    /**
     * Issues an invitation under the collection's row lock, so two clicks on "Invite" at once see each
     * other: an open invitation of the same address made within `reuseMs` is answered again (no second
     * mail); an older one is revoked, the new link replacing it. `open` counts the collection's open ones.
     */
    async issueInvitation(
      row: typeof collectionInvitations.$inferInsert,
      reuseMs: number,
    ): Promise<{ invitation: InvitationRow; fresh: boolean; open: number }> {
      return lockedCollection(row.collectionId, async (tx) => {
        const now = new Date();
        const open = await tx
          .select()
          .from(collectionInvitations)
          .where(
            and(
              eq(collectionInvitations.collectionId, row.collectionId),
              isNull(collectionInvitations.usedAt),
              isNull(collectionInvitations.revokedAt),
              gt(collectionInvitations.expiresAt, now),
            ),
          );
        const same = open.find((i) => i.email === row.email && i.role === row.role);
        if (same && now.getTime() - same.createdAt.getTime() < reuseMs) {
          return { invitation: same, fresh: false, open: open.length };
        }
        const earlier = open.filter((i) => i.email === row.email);
        for (const i of earlier) {
          await tx
            .update(collectionInvitations)
            .set({ revokedAt: now })
            .where(eq(collectionInvitations.id, i.id));
        }
        const [created] = await tx.insert(collectionInvitations).values(row).returning();
        return { invitation: created, fresh: true, open: open.length - earlier.length };
      });
    },

    async invitations(collectionId: string) {
      const rows = await db
        .select({ invitation: collectionInvitations, ...byPerson })
        .from(collectionInvitations)
        .leftJoin(user, eq(user.id, collectionInvitations.invitedBy))
        .where(eq(collectionInvitations.collectionId, collectionId))
        .orderBy(desc(collectionInvitations.createdAt), desc(collectionInvitations.id));
      return rows.map((r) => ({ invitation: r.invitation, inviter: personOf(r) }));
    },

    async invitationByHash(tokenHash: string) {
      const [row] = await db
        .select({
          invitation: collectionInvitations,
          collectionName: collections.name,
          founder: nameColumns(founder),
          ...byPerson,
        })
        .from(collectionInvitations)
        .innerJoin(collections, eq(collections.id, collectionInvitations.collectionId))
        .innerJoin(founder, eq(founder.id, collections.id))
        .leftJoin(user, eq(user.id, collectionInvitations.invitedBy))
        .where(eq(collectionInvitations.tokenHash, tokenHash))
        .limit(1);
      return (
        row && {
          invitation: row.invitation,
          collectionName: row.collectionName,
          founder: row.founder,
          inviter: personOf(row),
        }
      );
    },

    /** Revokes an open invitation of this collection; false when there is none by that id. */
    async revokeInvitation(collectionId: string, id: number): Promise<boolean> {
      const done = await db
        .update(collectionInvitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(collectionInvitations.id, id),
            eq(collectionInvitations.collectionId, collectionId),
            isNull(collectionInvitations.usedAt),
            isNull(collectionInvitations.revokedAt),
          ),
        )
        .returning({ id: collectionInvitations.id });
      return done.length > 0;
    },

    /**
     * Uses an open invitation and makes its holder a member, in one transaction: of two accepts at once,
     * one finds the invitation still open; the other gets nothing (single use).
     */
    async accept(tokenHash: string, userId: string): Promise<InvitationRow | undefined> {
      return db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        const [used] = await tx
          .update(collectionInvitations)
          .set({ usedAt: new Date(), usedBy: userId })
          .where(
            and(
              eq(collectionInvitations.tokenHash, tokenHash),
              isNull(collectionInvitations.usedAt),
              isNull(collectionInvitations.revokedAt),
              gt(collectionInvitations.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!used) return undefined;
        await tx
          .insert(collectionMembers)
          .values({ collectionId: used.collectionId, userId, role: used.role, addedBy: used.invitedBy })
          .onConflictDoNothing();
        return used;
      });
    },
  };
  return repo;
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
