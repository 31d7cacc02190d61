-- Unlogged: counts of the last minutes need no crash safety, and skip the write-ahead log.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
