CREATE TABLE "shares" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"scope" text NOT NULL,
	"target_id" integer NOT NULL,
	"show_values" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "valuations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"object_id" integer NOT NULL,
	"source" text NOT NULL,
	"low" numeric(14, 2),
	"high" numeric(14, 2),
	"confidence" double precision,
	"note" text DEFAULT '' NOT NULL,
	"valued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_user_idx" ON "shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "valuations_object_idx" ON "valuations" USING btree ("object_id","valued_on","id");--> statement-breakpoint
CREATE INDEX "valuations_user_idx" ON "valuations" USING btree ("user_id","valued_on");--> statement-breakpoint
-- History starts with the estimate each object already has.
INSERT INTO "valuations" ("user_id", "object_id", "source", "low", "high", "confidence", "valued_on", "created_at")
SELECT "user_id", "id", CASE WHEN "analysis_id" IS NULL THEN 'manual' ELSE 'analysis' END,
       "estimated_value_min", "estimated_value_max", "confidence_score", "updated_at"::date, "updated_at"
FROM "objects"
WHERE "estimated_value_min" IS NOT NULL OR "estimated_value_max" IS NOT NULL;
