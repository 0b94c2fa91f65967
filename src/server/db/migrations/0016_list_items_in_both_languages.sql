ALTER TABLE "objects" ADD COLUMN "list_item_translated" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "list_item_language" text;--> statement-breakpoint
-- The item of a list as JSON text, with the name and category given (toListItem in objects-mapping.ts).
CREATE FUNCTION "objects_list_json"(o "objects", item_name text, item_category text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o.id, 'name', item_name, 'category', item_category, 'roomId', o.room_id,
    'estimatedValueMin', o.estimated_value_min::float8, 'estimatedValueMax', o.estimated_value_max::float8,
    'currency', 'EUR', 'confidenceScore', o.confidence_score,
    'thumbnailUrl', '/api/photos/' || o.photo_ids[1]::text || '?variant=thumb',
    'imageUrl', o.image_url,
    'createdAt', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;--> statement-breakpoint
-- The item as saved, and for a reader of the analyzer's other language (decision 030, objectTextsFor in
-- object-texts.ts): a name or category still as the analyzer wrote it in the saved language is shown as it
-- wrote it in the other; one the owner typed stays. No translated item when nothing would differ.
CREATE OR REPLACE FUNCTION "objects_list_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  saved_language text := NEW.analyzer_texts->>'language';
  saved jsonb := NEW.analyzer_texts->'texts'->saved_language;
  other_language text;
  wanted jsonb;
  shown_name text := NEW.name;
  shown_category text := NEW.category;
BEGIN
  NEW.list_item := "objects_list_json"(NEW, NEW.name, NEW.category);
  NEW.list_item_translated := NULL;
  NEW.list_item_language := NULL;
  IF saved IS NULL THEN RETURN NEW; END IF;
  SELECT k INTO other_language FROM jsonb_object_keys(NEW.analyzer_texts->'texts') k
    WHERE k <> saved_language LIMIT 1;
  wanted := NEW.analyzer_texts->'texts'->other_language;
  IF wanted IS NULL THEN RETURN NEW; END IF;
  IF NEW.name <> '' AND NEW.name = saved->>'name' THEN shown_name := coalesce(wanted->>'name', NEW.name); END IF;
  IF NEW.category <> '' AND NEW.category = saved->>'category' THEN shown_category := coalesce(wanted->>'category', NEW.category); END IF;
  IF shown_name IS DISTINCT FROM NEW.name OR shown_category IS DISTINCT FROM NEW.category THEN
    NEW.list_item_translated := "objects_list_json"(NEW, shown_name, shown_category);
    NEW.list_item_language := other_language;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Objects saved from an analysis before this: the update runs the trigger again.
UPDATE "objects" SET "list_item" = NULL WHERE "analyzer_texts" IS NOT NULL;
