CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"pdf_file_id" uuid,
	"group_id" uuid,
	"customer_user_id" uuid,
	"created_by_id" uuid NOT NULL,
	"created_by_role" text NOT NULL,
	"created_by_name" text NOT NULL,
	"product_id" uuid NOT NULL,
	"product" jsonb NOT NULL,
	"machine" jsonb NOT NULL,
	"vin_number" text DEFAULT '' NOT NULL,
	"tractor_number" text DEFAULT '' NOT NULL,
	"user_type" text NOT NULL,
	"insured" jsonb NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"is_insurance_case" boolean DEFAULT false NOT NULL,
	"damage_report" jsonb,
	"files" jsonb NOT NULL,
	"renewed_from" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "policy_products_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"service_type" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"deductible" numeric(10, 2) NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"terms_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_call_number" text NOT NULL,
	"status" text NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"group_id" uuid,
	"customer_user_id" uuid,
	"created_by_id" uuid NOT NULL,
	"created_by_role" text NOT NULL,
	"created_by_name" text NOT NULL,
	"product_id" uuid,
	"product" jsonb,
	"machine" jsonb NOT NULL,
	"vin_number" text DEFAULT '' NOT NULL,
	"tractor_number" text DEFAULT '' NOT NULL,
	"user_type" text NOT NULL,
	"insured" jsonb NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"is_insurance_case" boolean DEFAULT false NOT NULL,
	"damage_report" jsonb,
	"incident" jsonb,
	"files" jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "policies_number_unique" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "policies_status_created_idx" ON "policies" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_created_idx" ON "policies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_tractor_prefix_idx" ON "policies" USING btree ("tractor_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_vin_prefix_idx" ON "policies" USING btree ("vin_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_creator_idx" ON "policies" USING btree ("created_by_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_group_idx" ON "policies" USING btree ("group_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_customer_idx" ON "policies" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "policies_end_idx" ON "policies" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "policy_products_number_idx" ON "policy_products" USING btree ("number") WHERE "policy_products"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_calls_number_unique" ON "service_calls" USING btree ("service_call_number");--> statement-breakpoint
CREATE INDEX "service_calls_status_created_idx" ON "service_calls" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_calls_created_idx" ON "service_calls" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_calls_tractor_prefix_idx" ON "service_calls" USING btree ("tractor_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "service_calls_vin_prefix_idx" ON "service_calls" USING btree ("vin_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "service_calls_id_number_prefix_idx" ON "service_calls" USING btree ("insured_id_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "service_calls_name_trgm_idx" ON "service_calls" USING gin ("insured_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_calls_creator_idx" ON "service_calls" USING btree ("created_by_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_calls_group_idx" ON "service_calls" USING btree ("group_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_calls_customer_idx" ON "service_calls" USING btree ("customer_user_id");