import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Operational state, not data: rebuilt by a running instance, never carried into a backup. The collection
 * totals are derived: the triggers on `objects` count them again as the objects are restored.
 */
export const NOT_BACKED_UP = new Set(['rate_limits', 'scheduled_jobs', 'collection_totals']);
/**
 * Rows the trigger on `users` makes as each account is restored (its own collection and owner row,
 * decision 037): the backup's copy, with its names, settings and other members, replaces them.
 */
export const MADE_BY_TRIGGERS = new Set(['collections', 'collection_members']);

export interface TableInfo {
  name: string;
  /** Columns a row can be written to (generated columns excluded), in table order. */
  columns: string[];
  /** Identity or serial columns whose sequence must follow the restored rows. */
  sequenced: string[];
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);

/**
 * The database side of backups, generic over every table of the `public` schema (a table added by a
 * later migration is backed up without a change here). Plain SQL that PGlite and PostgreSQL both run.
 */
export function createBackupRepository(db: Db) {
  /** Tables in foreign-key order: every table after the tables it references. */
  async function tables(): Promise<TableInfo[]> {
    const cols = rowsOf<{
      table: string;
      column: string;
      generated: string;
      identity: string;
      def: string | null;
    }>(
      await db.execute(sql`
        select c.relname as "table", a.attname as "column", a.attgenerated as "generated",
               a.attidentity as "identity", pg_get_expr(d.adbin, d.adrelid) as "def"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
        where c.relkind = 'r'
        order by c.relname, a.attnum`),
    );
    const deps = rowsOf<{ table: string; references: string }>(
      await db.execute(sql`
        select c.relname as "table", r.relname as "references"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where k.contype = 'f' and k.conrelid <> k.confrelid`),
    );
    const byName = new Map<string, TableInfo>();
    for (const c of cols) {
      if (NOT_BACKED_UP.has(c.table)) continue;
      const t = byName.get(c.table) ?? { name: c.table, columns: [], sequenced: [] };
      byName.set(c.table, t);
      if (c.generated) continue;
      t.columns.push(c.column);
      if (c.identity || (c.def ?? '').startsWith('nextval(')) t.sequenced.push(c.column);
    }
    const ordered: TableInfo[] = [];
    const seen = new Set<string>();
    const visit = (name: string, path: Set<string>) => {
      if (seen.has(name) || path.has(name) || !byName.has(name)) return;
      path.add(name);
      for (const d of deps) if (d.table === name) visit(d.references, path);
      seen.add(name);
      ordered.push(byName.get(name)!);
    };
    for (const name of [...byName.keys()].sort()) visit(name, new Set());
    return ordered;
  }

  return {
    tables,

    /** Rows of one table as JSON texts, a page at a time, in a stable order within one snapshot. */
    async page(executor: Db, table: string, offset: number, limit: number): Promise<string[]> {
      const res = await executor.execute(
        sql`select row_to_json(t)::text as "j" from ${ident(table)} t order by ctid offset ${offset} limit ${limit}`,
      );
      return rowsOf<{ j: string }>(res).map((r) => r.j);
    },

    async count(executor: Db, table: string): Promise<number> {
      const res = await executor.execute(sql`select count(*)::int as "n" from ${ident(table)}`);
      return rowsOf<{ n: number }>(res)[0].n;
    },

    /**
     * Writes rows given as JSON objects, PostgreSQL converting every value back to its column type; only
     * the columns the backup has (a column added since keeps its default). Triggers run as on any insert.
     */
    async insert(executor: Db, table: TableInfo, rows: Record<string, unknown>[]) {
      if (rows.length === 0) return;
      const present = table.columns.filter((c) => c in rows[0]);
      const list = sql.join(present.map(ident), sql`, `);
      await executor.execute(
        sql`insert into ${ident(table.name)} (${list}) overriding system value
            select ${list} from json_populate_recordset(null::${ident(table.name)}, ${JSON.stringify(rows)}::json)`,
      );
    },

    /** Empties a table before its rows are restored (MADE_BY_TRIGGERS). */
    async clear(executor: Db, table: TableInfo) {
      await executor.execute(sql`delete from ${ident(table.name)}`);
    },

    /** Identity sequences continue after the restored ids. */
    async resetSequences(executor: Db, table: TableInfo) {
      for (const col of table.sequenced) {
        await executor.execute(
          sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${col}),
                            coalesce((select max(${ident(col)}) from ${ident(table.name)}), 0) + 1, false)`,
        );
      }
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;
