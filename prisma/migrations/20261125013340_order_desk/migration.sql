-- CreateEnum
CREATE TYPE "StockReason" AS ENUM ('sale', 'released', 'restocked', 'adjusted');

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'partially_refunded';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "refundedAmount" DECIMAL(10,2) NOT NULL DEFAULT 0,
ADD COLUMN     "stockHeldAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProductSize" ADD COLUMN     "lowStockThreshold" INTEGER;

-- CreateTable
CREATE TABLE "RefundLine" (
    "id" SERIAL NOT NULL,
    "refundId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "restocked" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "RefundLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockMovement" (
    "id" SERIAL NOT NULL,
    "sizeId" INTEGER NOT NULL,
    "delta" INTEGER NOT NULL,
    "quantityAfter" INTEGER NOT NULL,
    "reason" "StockReason" NOT NULL,
    "orderId" TEXT,
    "actorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StockMovement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RefundLine_refundId_idx" ON "RefundLine"("refundId");

-- CreateIndex
CREATE INDEX "RefundLine_orderItemId_idx" ON "RefundLine"("orderItemId");

-- CreateIndex
CREATE INDEX "StockMovement_sizeId_createdAt_idx" ON "StockMovement"("sizeId", "createdAt");

-- CreateIndex
CREATE INDEX "StockMovement_orderId_idx" ON "StockMovement"("orderId");

-- CreateIndex
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_completedAt_idx" ON "Order"("completedAt");

-- CreateIndex
CREATE INDEX "Refund_createdAt_idx" ON "Refund"("createdAt");

-- AddForeignKey
ALTER TABLE "RefundLine" ADD CONSTRAINT "RefundLine_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefundLine" ADD CONSTRAINT "RefundLine_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockMovement" ADD CONSTRAINT "StockMovement_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "ProductSize"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Stock is never below zero, whatever writes it: a payment takes units with a conditional UPDATE, and
-- this stops any other path too.
ALTER TABLE "ProductSize" ADD CONSTRAINT "ProductSize_stock_not_negative" CHECK ("stockQuantity" IS NULL OR "stockQuantity" >= 0);
ALTER TABLE "ProductSize" ADD CONSTRAINT "ProductSize_low_stock_not_negative" CHECK ("lowStockThreshold" IS NULL OR "lowStockThreshold" >= 0);

-- Orders refunded before refunds could be partial: what their refunds paid back.
UPDATE "Order" o SET "refundedAmount" = r.total
FROM (SELECT "orderId", SUM(amount) AS total FROM "Refund" GROUP BY "orderId") r
WHERE r."orderId" = o.id;
