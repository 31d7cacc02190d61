CREATE TABLE "document_counters" (
	"category" text NOT NULL,
	"last_doc_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_category_pk" PRIMARY KEY("category")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"doc_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"general_status" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_by_role" text NOT NULL,
	"created_by_name" text NOT NULL,
	"group_id" uuid,
	"customer_user_id" uuid,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_id_number" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"chassis" text DEFAULT '' NOT NULL,
	"worker_id" uuid,
	"storekeeper_id" uuid,
	"installer_id" uuid,
	"supplier_id" uuid,
	"shipping_date" date,
	"warehouses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"doc_total_price" integer DEFAULT 0 NOT NULL,
	"linking_reference_number" integer,
	"linking_service_call_id" uuid,
	"pdf_url" text DEFAULT '' NOT NULL,
	"pdf_url2" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_category_doc_id_unique" ON "documents" USING btree ("category","doc_id");--> statement-breakpoint
CREATE INDEX "documents_category_list_idx" ON "documents" USING btree ("category","doc_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_category_status_idx" ON "documents" USING btree ("category","status","doc_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_creator_idx" ON "documents" USING btree ("created_by_id","doc_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_group_idx" ON "documents" USING btree ("group_id","doc_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_user_id","doc_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_customer_id_number_idx" ON "documents" USING btree ("customer_id_number");--> statement-breakpoint
CREATE INDEX "documents_installer_day_idx" ON "documents" USING btree ("installer_id","shipping_date");--> statement-breakpoint
CREATE INDEX "documents_storekeeper_day_idx" ON "documents" USING btree ("storekeeper_id","shipping_date");--> statement-breakpoint
CREATE INDEX "documents_worker_idx" ON "documents" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "documents_supplier_idx" ON "documents" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "documents_plate_prefix_idx" ON "documents" USING btree ("plate" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_chassis_prefix_idx" ON "documents" USING btree ("chassis" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_customer_name_trgm_idx" ON "documents" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_warehouses_idx" ON "documents" USING gin ("warehouses");--> statement-breakpoint
CREATE INDEX "documents_service_call_idx" ON "documents" USING btree ("linking_service_call_id");