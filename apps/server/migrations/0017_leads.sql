CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "leads_lead_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"tractor_number" text DEFAULT '' NOT NULL,
	"vin_number" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"product_id" uuid,
	"product_name" text DEFAULT '' NOT NULL,
	"product_catalog_number" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'contact' NOT NULL,
	"language" text DEFAULT 'he' NOT NULL,
	"assigned_to_id" uuid,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_user_id" uuid,
	"service_call_id" uuid,
	"price_quote_doc_id" uuid,
	"client_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_leadNumber_unique" UNIQUE("lead_number")
);
--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assigned_idx" ON "leads" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);