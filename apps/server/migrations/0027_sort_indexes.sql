-- Indexes for the lists' server-side sorts (issue 18), chosen with EXPLAIN ANALYZE over 200,000
-- subscriptions, 100,000 service calls and 150,000 documents (one page of 10-15 rows):
-- * Served already, so no index added: number sorts (policy and service-call numbers by their unique
--   indexes, document numbers by documents_category_doc_id_unique), newest first (the *_created
--   indexes), and a status-filtered subscriptions list by end date (policies_end_idx).
-- * Added, because each read the whole table and sorted it for every page (110-220 ms, growing with
--   the table): subscriptions by end date (expiring first), start date and insured name; service
--   calls by customer name (the trigram index finds names, it cannot order them); a document
--   category by date, customer and total. The id (for documents the number, unique in a category)
--   is the lists' tiebreak, so each index returns the page already in order, read backward for desc.
-- * Left out on purpose: status, creator and plate sorts (few distinct values or rarely used), and
--   users and products (thousands of rows: sorting them in memory costs less than keeping indexes).
CREATE INDEX "documents_category_issued_sort_idx" ON "documents" USING btree ("category","issued_on","doc_id");--> statement-breakpoint
CREATE INDEX "documents_category_customer_sort_idx" ON "documents" USING btree ("category","customer_name","doc_id");--> statement-breakpoint
CREATE INDEX "documents_category_total_sort_idx" ON "documents" USING btree ("category","doc_total_price","doc_id");--> statement-breakpoint
CREATE INDEX "policies_end_date_sort_idx" ON "policies" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "policies_start_date_sort_idx" ON "policies" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "policies_insured_name_sort_idx" ON "policies" USING btree ("insured_name","id");--> statement-breakpoint
CREATE INDEX "service_calls_insured_name_sort_idx" ON "service_calls" USING btree ("insured_name","id");