-- PostgreSQL fires a table's statement triggers in the order of their names. On an insert or a delete the
-- collection's version ("objects_inserted", "objects_deleted": the owner's users row) came before the
-- totals ("objects_totals_*": their collection_totals row); on an update the totals came first. Two writes
-- of one owner at once could then take the two rows in opposite orders and deadlock. Named after the
-- version triggers, the totals always come second.
ALTER TRIGGER "objects_totals_inserted" ON "objects" RENAME TO "objects_inserted_totals";--> statement-breakpoint
ALTER TRIGGER "objects_totals_updated" ON "objects" RENAME TO "objects_updated_totals";--> statement-breakpoint
ALTER TRIGGER "objects_totals_deleted" ON "objects" RENAME TO "objects_deleted_totals";
