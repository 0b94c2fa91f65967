CREATE TABLE "analysis_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"counted" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_follow_ups" ADD CONSTRAINT "analysis_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_follow_ups" ADD CONSTRAINT "analysis_follow_ups_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_follow_ups_user_created_idx" ON "analysis_follow_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_follow_ups_analysis_idx" ON "analysis_follow_ups" USING btree ("analysis_id");