CREATE TABLE "houses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "houses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"postal_code" text,
	"surface_area" numeric(14, 2),
	"acquisition_price" numeric(14, 2),
	"acquisition_date" date,
	"type" text DEFAULT 'primary' NOT NULL,
	"description" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "houses_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"room_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"estimated_value_min" numeric(14, 2),
	"estimated_value_max" numeric(14, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"confidence_score" double precision,
	"period" text DEFAULT '' NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"acquisition_price" numeric(14, 2),
	"acquisition_date" date,
	"image_url" text,
	"additional_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"key_characteristics" jsonb,
	"possible_origin" jsonb,
	"expertise_report" jsonb,
	"market_data" jsonb,
	"analysis_data" jsonb,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"analysis_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"house_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_room_owner_fk" FOREIGN KEY ("room_id","user_id") REFERENCES "public"."rooms"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_house_owner_fk" FOREIGN KEY ("house_id","user_id") REFERENCES "public"."houses"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "houses_one_main_per_user" ON "houses" USING btree ("user_id") WHERE "houses"."is_main";--> statement-breakpoint
CREATE INDEX "houses_user_idx" ON "houses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "objects_user_created_idx" ON "objects" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "objects_user_room_idx" ON "objects" USING btree ("user_id","room_id");--> statement-breakpoint
CREATE INDEX "objects_user_name_idx" ON "objects" USING btree ("user_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "objects_user_value_idx" ON "objects" USING btree ("user_id",coalesce(("estimated_value_min" + "estimated_value_max") / 2, "estimated_value_min", "estimated_value_max", 0),"id");--> statement-breakpoint
CREATE INDEX "rooms_user_idx" ON "rooms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rooms_house_idx" ON "rooms" USING btree ("house_id");