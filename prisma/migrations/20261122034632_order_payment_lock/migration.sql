-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentLockedUntil" TIMESTAMP(3);
