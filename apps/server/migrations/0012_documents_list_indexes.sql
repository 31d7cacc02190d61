DROP INDEX "documents_category_list_idx";--> statement-breakpoint
DROP INDEX "documents_customer_id_number_idx";--> statement-breakpoint
DROP INDEX "documents_creator_idx";--> statement-breakpoint
DROP INDEX "documents_group_idx";--> statement-breakpoint
CREATE INDEX "documents_category_warehouses_idx" ON "documents" USING btree ("category","doc_id" DESC NULLS LAST,"warehouses");--> statement-breakpoint
CREATE INDEX "documents_customer_id_number_prefix_idx" ON "documents" USING btree ("customer_id_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_customer_phone_prefix_idx" ON "documents" USING btree ("customer_phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_creator_idx" ON "documents" USING btree ("created_by_id","category","doc_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_group_idx" ON "documents" USING btree ("group_id","category","doc_id" DESC NULLS LAST);