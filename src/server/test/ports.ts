import { sql } from 'drizzle-orm';
import type { CollectionContent, ImportSummary } from '../../contracts/account';
import type { Db } from '../db/client';
import type { ExportPort, UsagePort } from '../ports';

/**
 * Small real implementations of the ports, on tables the tests create in their own database: the
 * analysis and collection modules are built elsewhere and plugged in by the composition root.
 */
type Holder = { db?: Db };
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export function testUsage() {
  const h: Holder = {};
  const db = () => h.db!;
  const port: UsagePort = {
    async analysesThisMonth(userId) {
      const r = await db().execute(sql`select count(*)::int as n from test_analyses
        where user_id = ${userId} and status = 'success' and created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`);
      return rowsOf<{ n: number }>(r)[0].n;
    },
    async totalAnalyses(since, until) {
      const r = await db().execute(sql`select count(*)::int as n from test_analyses where status = 'success'
        and (${since ?? null}::timestamptz is null or created_at >= ${since ?? null}::timestamptz)
        and (${until ?? null}::timestamptz is null or created_at < ${until ?? null}::timestamptz)`);
      return rowsOf<{ n: number }>(r)[0].n;
    },
    async analysisCounts(userIds) {
      if (userIds.length === 0) return {};
      const r = await db().execute(sql`select user_id, count(*)::int as n from test_analyses
        where status = 'success' and user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}) group by user_id`);
      return Object.fromEntries(rowsOf<{ user_id: string; n: number }>(r).map((x) => [x.user_id, x.n]));
    },
    async recentAnalyses(limit) {
      const r = await db().execute(sql`select id, user_id, object_name, created_at from test_analyses
        where status = 'success' order by created_at desc limit ${limit}`);
      return rowsOf<{ id: string; user_id: string; object_name: string | null; created_at: string | Date }>(r).map((x) => ({
        id: x.id,
        userId: x.user_id,
        objectName: x.object_name,
        createdAt: new Date(x.created_at),
      }));
    },
  };
  return {
    port,
    async install(database: Db) {
      h.db = database;
      await database.execute(sql`create table test_analyses (
        id uuid primary key default gen_random_uuid(),
        user_id text not null references users(id) on delete cascade,
        status text not null, object_name text, created_at timestamptz not null default now())`);
    },
    async record(userId: string, opts: { status?: string; name?: string; at?: Date } = {}) {
      await db().execute(sql`insert into test_analyses (user_id, status, object_name, created_at)
        values (${userId}, ${opts.status ?? 'success'}, ${opts.name ?? null}, ${(opts.at ?? new Date()).toISOString()})`);
    },
  };
}

/** A collection kept as JSON rows per user; photo URLs of the form /api/photos/{userId}/... are the user's own. */
export function testCollection() {
  const h: Holder = {};
  const db = () => h.db!;
  const own = (userId: string, url: string) => url.startsWith(`/api/photos/${userId}/`);
  const port: ExportPort = {
    async exportCollection(userId) {
      const r = await db().execute(sql`select kind, id, data from test_collection where user_id = ${userId} order by id`);
      const out: CollectionContent = { houses: [], rooms: [], objects: [] };
      for (const row of rowsOf<{ kind: keyof CollectionContent; id: number; data: object }>(r)) {
        (out[row.kind] as object[]).push({ ...row.data, id: row.id });
      }
      return out;
    },
    async importCollection(userId, content): Promise<ImportSummary> {
      let imagesSkipped = 0;
      await db().transaction(async (tx) => {
        const insert = async (kind: string, data: object) => {
          const r = await tx.execute(sql`insert into test_collection (user_id, kind, data)
            values (${userId}, ${kind}, ${JSON.stringify(data)}::jsonb) returning id`);
          return rowsOf<{ id: number }>(r)[0].id;
        };
        const houses = new Map<string, number>();
        const rooms = new Map<string, number>();
        for (const { id, ...house } of content.houses) houses.set(String(id), await insert('houses', house));
        for (const { id, ...room } of content.rooms) {
          rooms.set(String(id), await insert('rooms', { ...room, houseId: room.houseId === null ? null : houses.get(String(room.houseId)) }));
        }
        for (const { id: _id, ...o } of content.objects) {
          const keep = (u: string | null) => {
            if (u && !own(userId, u)) imagesSkipped++;
            return u && own(userId, u) ? u : null;
          };
          const additionalImages = o.additionalImages.map(keep).filter((u): u is string => u !== null);
          await insert('objects', { ...o, imageUrl: keep(o.imageUrl), additionalImages, roomId: o.roomId === null ? null : rooms.get(String(o.roomId)) });
        }
      });
      return { houses: content.houses.length, rooms: content.rooms.length, objects: content.objects.length, imagesSkipped };
    },
  };
  return {
    port,
    async install(database: Db) {
      h.db = database;
      await database.execute(sql`create table test_collection (id serial primary key,
        user_id text not null references users(id) on delete cascade, kind text not null, data jsonb not null)`);
    },
    async add(userId: string, kind: keyof CollectionContent, data: object): Promise<number> {
      const r = await db().execute(sql`insert into test_collection (user_id, kind, data)
        values (${userId}, ${kind}, ${JSON.stringify(data)}::jsonb) returning id`);
      return rowsOf<{ id: number }>(r)[0].id;
    },
  };
}
