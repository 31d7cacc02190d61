-- The glass category (value `windows`) was named "חלונות" / "Windows" (building windows). It is
-- vehicle glass: "שמשות" / "Windscreens & glass" (issue 18). Only a name still as first installed
-- is changed, so a name the office gave the category itself stays.
UPDATE "product_categories" SET "name" = 'שמשות' WHERE "value" = 'windows' AND "name" = 'חלונות';--> statement-breakpoint
UPDATE "product_categories" SET "en_name" = 'Windscreens & glass' WHERE "value" = 'windows' AND "en_name" = 'Windows';
