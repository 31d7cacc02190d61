-- Indexes for the sorts added to the leads list and the agent's service-call tabs (issue 18),
-- chosen with EXPLAIN ANALYZE over 100,000 leads and 100,000 service calls (one page of 15 rows):
-- * Added: leads by arrival (the list's default, newest first), by name and by status. Each read
--   every lead and sorted it for every page (47-106 ms, growing with the table); with the lead's
--   number, the list's tiebreak, after the column, a page is read in order from the index (under
--   0.2 ms, also within a status filter).
-- * Served already, so no index added: leads by number (leads_leadNumber_unique), and the agent's
--   tabs by date and customer name (service_calls_created_idx, service_calls_insured_name_sort_idx).
-- * Left out on purpose: the manufacturer, kept inside the machine's snapshot. An agent's tab is
--   narrowed first to the agent's own and group's calls by their indexes (500 calls sorted in under
--   1 ms); only a worker asking the whole list by manufacturer, which no screen offers, sorts the
--   table (85-130 ms).
CREATE INDEX "leads_created_sort_idx" ON "leads" USING btree ("created_at","lead_number");--> statement-breakpoint
CREATE INDEX "leads_name_sort_idx" ON "leads" USING btree ("name","lead_number");--> statement-breakpoint
CREATE INDEX "leads_status_sort_idx" ON "leads" USING btree ("status","lead_number");