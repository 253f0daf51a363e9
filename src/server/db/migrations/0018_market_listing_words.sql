CREATE TABLE "market_listing_words" (
	"word" text NOT NULL,
	"price" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"item_ref" text NOT NULL,
	CONSTRAINT "market_listing_words_word_price_shop_id_item_ref_pk" PRIMARY KEY("word","price","shop_id","item_ref")
);
--> statement-breakpoint
CREATE TABLE "market_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_search_words_trgm_idx" ON "market_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a listing's search_text (already folded: lower-case, without accents, single spaces), each once.
-- A word longer than 500 characters (past any name cap) is left out: a B-tree key has a size limit.
CREATE FUNCTION market_words_of(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT t.word), '{}') FROM unnest(string_to_array(search_text, ' ')) AS t(word)
  WHERE t.word <> '' AND length(t.word) <= 500
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one set-based write per statement (a 50k-row seed chunk, an import),
-- its words inserted in index order (a seed chunk's 700k words touch each part of the B-tree once).
CREATE FUNCTION market_listing_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH indexed AS (
    INSERT INTO market_listing_words (word, price, shop_id, item_ref)
      SELECT t.word, added.price, added.shop_id, added.item_ref FROM added, unnest(market_words_of(added.search_text)) AS t(word)
      ORDER BY 1, 2, 3, 4
      RETURNING word
  )
  INSERT INTO market_search_words (word) SELECT DISTINCT indexed.word FROM indexed ORDER BY indexed.word ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION market_listing_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM market_listing_words AS indexed USING removed, unnest(market_words_of(removed.search_text)) AS t(word)
    WHERE indexed.word = t.word AND indexed.price = removed.price AND indexed.shop_id = removed.shop_id
      AND indexed.item_ref = removed.item_ref;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update re-indexes only the rows whose key, price or names changed.
CREATE FUNCTION market_listing_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM market_listing_words AS indexed
    USING (SELECT shop_id, item_ref, price, search_text FROM before_rows
           EXCEPT SELECT shop_id, item_ref, price, search_text FROM after_rows) AS removed,
      unnest(market_words_of(removed.search_text)) AS t(word)
    WHERE indexed.word = t.word AND indexed.price = removed.price AND indexed.shop_id = removed.shop_id
      AND indexed.item_ref = removed.item_ref;
  WITH added AS (
    SELECT shop_id, item_ref, price, search_text FROM after_rows
    EXCEPT SELECT shop_id, item_ref, price, search_text FROM before_rows
  ), indexed AS (
    INSERT INTO market_listing_words (word, price, shop_id, item_ref)
      SELECT t.word, added.price, added.shop_id, added.item_ref FROM added, unnest(market_words_of(added.search_text)) AS t(word)
      ORDER BY 1, 2, 3, 4
      RETURNING word
  )
  INSERT INTO market_search_words (word) SELECT DISTINCT indexed.word FROM indexed ORDER BY indexed.word ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION market_listing_words_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE market_listing_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER market_listing_words_insert AFTER INSERT ON market_listings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION market_listing_words_added();
--> statement-breakpoint
CREATE TRIGGER market_listing_words_delete AFTER DELETE ON market_listings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION market_listing_words_removed();
--> statement-breakpoint
CREATE TRIGGER market_listing_words_update AFTER UPDATE ON market_listings REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION market_listing_words_changed();
--> statement-breakpoint
CREATE TRIGGER market_listing_words_truncate AFTER TRUNCATE ON market_listings
  FOR EACH STATEMENT EXECUTE FUNCTION market_listing_words_emptied();
--> statement-breakpoint
-- The listings already mirrored.
INSERT INTO market_listing_words (word, price, shop_id, item_ref)
  SELECT t.word, price, shop_id, item_ref FROM market_listings, unnest(market_words_of(search_text)) AS t(word);
--> statement-breakpoint
INSERT INTO market_search_words (word) SELECT DISTINCT word FROM market_listing_words ON CONFLICT DO NOTHING;
