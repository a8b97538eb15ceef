-- The search page's 초성 (initial consonant) key of a text: for each character, a Hangul syllable gives its initial
-- consonant ((code - 0xAC00) / 588 indexes the 19), a leading conjoining jamo (U+1100–U+1112) the same letter, a
-- compatibility consonant letter (ㄱ…ㅎ, U+3131–U+314E) itself; everything else, spaces included, is dropped.
-- lib/search-initials.ts is the same rule in TypeScript (es-hangul's getChoseong without spaces), and
-- backend/routes/search/initials.int.test.ts holds the two together.
CREATE OR REPLACE FUNCTION search_initials(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(string_agg(CASE
      WHEN c BETWEEN 44032 AND 55203 THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (c - 44032) / 588 + 1, 1)
      WHEN c BETWEEN 4352 AND 4370 THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', c - 4352 + 1, 1)
      WHEN c BETWEEN 12593 AND 12622 THEN chr(c)
    END, '' ORDER BY i), '')
  FROM unnest(string_to_array(t, NULL)) WITH ORDINALITY AS u(ch, i), ascii(ch) AS c
$$;--> statement-breakpoint
-- The letters and adjacent pairs of letters of that key, for a GIN index: a 초성 query of one or two letters is
-- one element, a longer one all its pairs (then the key itself decides). The call is schema-qualified: a
-- restore (pg_restore runs with an empty search_path) recomputes the generated column with this body.
CREATE OR REPLACE FUNCTION search_initial_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM public.search_initials(t) AS k, generate_series(1, length(k)) AS i, unnest(array[substr(k, i, 1), substr(k, i, 2)]) AS g
$$;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "name_initials" text GENERATED ALWAYS AS (search_initials(name)) STORED,
  ADD COLUMN "name_initial_grams" text[] GENERATED ALWAYS AS (search_initial_grams(name)) STORED;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "name_initials" text GENERATED ALWAYS AS (search_initials(name)) STORED,
  ADD COLUMN "name_initial_grams" text[] GENERATED ALWAYS AS (search_initial_grams(name)) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_initials" text GENERATED ALWAYS AS (search_initials(title)) STORED,
  ADD COLUMN "title_initial_grams" text[] GENERATED ALWAYS AS (search_initial_grams(title)) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "title_initials" text GENERATED ALWAYS AS (search_initials(title)) STORED,
  ADD COLUMN "title_initial_grams" text[] GENERATED ALWAYS AS (search_initial_grams(title)) STORED;--> statement-breakpoint
CREATE INDEX "clinics_search_lower_chars_idx" ON "clinics" USING gin (string_to_array(lower("name"), NULL));--> statement-breakpoint
CREATE INDEX "clinics_search_initials_idx" ON "clinics" USING gin ("name_initial_grams");--> statement-breakpoint
CREATE INDEX "doctors_search_lower_chars_idx" ON "doctors" USING gin (string_to_array(lower("name"), NULL));--> statement-breakpoint
CREATE INDEX "doctors_search_initials_idx" ON "doctors" USING gin ("name_initial_grams");--> statement-breakpoint
CREATE INDEX "events_search_lower_chars_idx" ON "events" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "events_search_initials_idx" ON "events" USING gin ("title_initial_grams");--> statement-breakpoint
CREATE INDEX "reviews_search_trgm_idx" ON "reviews" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_search_lower_chars_idx" ON "reviews" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "reviews_search_initials_idx" ON "reviews" USING gin ("title_initial_grams");