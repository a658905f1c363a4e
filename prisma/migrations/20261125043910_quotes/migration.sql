-- Quotes (lib/quotes): a quote with its lines, the cart that holds an accepted quote at its prices, the
-- order it became, and the lead a paid quote wins. Cart."quoteId" is new, so its unique index meets no
-- duplicates.
-- CreateEnum
CREATE TYPE "QuoteStatus" AS ENUM ('draft', 'sent', 'accepted', 'expired', 'withdrawn');

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "quoteId" INTEGER,
ADD COLUMN     "setAsideCartId" TEXT;

-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "quotedUnitPrice" DECIMAL(10,2);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "quoteId" INTEGER;

-- CreateTable
CREATE TABLE "Quote" (
    "id" SERIAL NOT NULL,
    "token" TEXT NOT NULL,
    "status" "QuoteStatus" NOT NULL DEFAULT 'draft',
    "revision" INTEGER NOT NULL DEFAULT 0,
    "leadId" INTEGER,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerCompany" TEXT,
    "customerState" TEXT NOT NULL,
    "shipping" DECIMAL(10,2) NOT NULL,
    "validUntil" DATE NOT NULL,
    "notes" TEXT,
    "createdById" TEXT,
    "sentAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Quote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteLine" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "sizeId" INTEGER,
    "productName" TEXT NOT NULL,
    "itemNumber" TEXT NOT NULL,
    "size" "PackSize" NOT NULL,
    "quantity" INTEGER NOT NULL,
    "listPrice" DECIMAL(10,2) NOT NULL,
    "unitPrice" DECIMAL(10,2) NOT NULL,
    "discountPercent" DECIMAL(5,2) NOT NULL DEFAULT 0,

    CONSTRAINT "QuoteLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Quote_token_key" ON "Quote"("token");

-- CreateIndex
CREATE INDEX "Quote_status_createdAt_idx" ON "Quote"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Quote_createdAt_id_idx" ON "Quote"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Quote_leadId_idx" ON "Quote"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteLine_quoteId_position_key" ON "QuoteLine"("quoteId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Cart_quoteId_key" ON "Cart"("quoteId");

-- CreateIndex
CREATE INDEX "Order_quoteId_idx" ON "Order"("quoteId");

-- AddForeignKey
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A won lead's order must exist (the column had no key before).
UPDATE "Lead" SET "wonOrderId" = NULL WHERE "wonOrderId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."id" = "Lead"."wonOrderId");

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_wonOrderId_fkey" FOREIGN KEY ("wonOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "ProductSize"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What the quote editor refuses, held by the database too.
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_prices_not_negative" CHECK ("listPrice" >= 0 AND "unitPrice" >= 0);
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_discount_percent" CHECK ("discountPercent" >= 0 AND "discountPercent" <= 100);
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_shipping_not_negative" CHECK ("shipping" >= 0);
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_quoted_price_not_negative" CHECK ("quotedUnitPrice" IS NULL OR "quotedUnitPrice" >= 0);
