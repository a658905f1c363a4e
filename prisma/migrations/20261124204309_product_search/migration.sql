-- Site search (lib/search): a weighted tsvector per product with a GIN index, and pg_trgm for typos.

-- Typo tolerance ("degreeser" finds "Degreaser") uses pg_trgm's word_similarity. Debian's PostgreSQL 15
-- ships it (a trusted extension: the database owner may create it), and the embedded database registers
-- it when it opens (scripts/db-server.mjs). Where it cannot be created (a server without the contrib
-- package, or without the right), the migration still succeeds and search runs without typo tolerance:
-- lib/search checks at run time whether the functions answer.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): search works without typo tolerance', SQLERRM;
END
$$;

-- AlterTable
-- Not a generated column: the document holds the sizes' item numbers (another table) and the industry
-- names of lib/content (not in the database), so the code that writes a product writes it
-- (lib/search/write.ts, called by prisma/seed.ts and lib/admin/products.ts).
ALTER TABLE "Product" ADD COLUMN     "searchVector" tsvector;

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");
