-- Pack sizes: every product is sold in one or more sizes, each with its own item number, price and stock.
-- Existing products get one size, their base size, carrying their item number, price and stock; cart
-- lines and order lines point at it.

-- CreateEnum
CREATE TYPE "PackSize" AS ENUM ('quart', 'trigger_sprayer', 'gallon', 'pail', 'drum', 'tote', 'kit');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "baseSize" "PackSize" NOT NULL DEFAULT 'gallon',
ADD COLUMN     "replacementId" INTEGER,
ADD COLUMN     "shippingIncluded" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "slug" TEXT;

UPDATE "Product" SET "baseSize" = CASE
    WHEN "priceUnit" = 'kit' THEN 'kit'::"PackSize"
    WHEN "priceUnit" ILIKE '%32 oz%' OR "priceUnit" = 'quart' THEN 'quart'::"PackSize"
    ELSE 'gallon'::"PackSize" END;
UPDATE "Product" SET "shippingIncluded" = true WHERE "category" = 'POOL_SPA';

-- The slug as lib/domain/pack-sizes.ts productSlug makes it; a name shared by two products gets the id appended.
UPDATE "Product" SET "slug" = trim(BOTH '-' FROM regexp_replace(replace(lower("name"), '&', ' and '), '[^a-z0-9]+', '-', 'g'));
UPDATE "Product" p SET "slug" = p."slug" || '-' || p."id"
  WHERE EXISTS (SELECT 1 FROM "Product" q WHERE q."slug" = p."slug" AND q."id" < p."id");
ALTER TABLE "Product" ALTER COLUMN "slug" SET NOT NULL;

-- CreateTable
CREATE TABLE "ProductSize" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "size" "PackSize" NOT NULL,
    "itemNumber" TEXT NOT NULL,
    "price" DECIMAL(10,2) NOT NULL,
    "quoteOnly" BOOLEAN NOT NULL DEFAULT false,
    "stockQuantity" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductSize_pkey" PRIMARY KEY ("id")
);

INSERT INTO "ProductSize" ("productId", "size", "itemNumber", "price", "stockQuantity", "updatedAt")
SELECT "id", "baseSize", "itemNumber", "pricePerGallon", "stockQuantity", CURRENT_TIMESTAMP FROM "Product";

-- AlterTable
ALTER TABLE "Product" DROP COLUMN "stockQuantity";

-- DropIndex
DROP INDEX "CartItem_cartId_productId_key";

-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "sizeId" INTEGER;
UPDATE "CartItem" c SET "sizeId" = s."id" FROM "ProductSize" s WHERE s."productId" = c."productId";
ALTER TABLE "CartItem" ALTER COLUMN "sizeId" SET NOT NULL;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "size" "PackSize",
ADD COLUMN     "sizeId" INTEGER;
UPDATE "OrderItem" o SET "size" = s."size", "sizeId" = s."id" FROM "ProductSize" s WHERE s."productId" = o."productId";

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "ProductSize_itemNumber_key" ON "ProductSize"("itemNumber");

-- CreateIndex
CREATE UNIQUE INDEX "ProductSize_productId_size_key" ON "ProductSize"("productId", "size");

-- CreateIndex
CREATE INDEX "CartItem_cartId_productId_idx" ON "CartItem"("cartId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "CartItem_cartId_sizeId_key" ON "CartItem"("cartId", "sizeId");

-- AddForeignKey
ALTER TABLE "ProductSize" ADD CONSTRAINT "ProductSize_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "ProductSize"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "ProductSize"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_replacementId_fkey" FOREIGN KEY ("replacementId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;
