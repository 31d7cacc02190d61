CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"purpose" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"owner_entity" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"vin_number" text DEFAULT '' NOT NULL,
	"tractor_number" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "visibility" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_entity","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "user_machines_user_idx" ON "user_machines" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "user_machines_vin_idx" ON "user_machines" USING btree ("vin_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_machines_tractor_idx" ON "user_machines" USING btree ("tractor_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_id_number_prefix_idx" ON "users" USING btree ("id_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);