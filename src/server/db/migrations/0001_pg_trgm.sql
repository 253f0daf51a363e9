-- Trigram indexes (products.search_text) need pg_trgm; PGlite loads it in db/client.ts, PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
