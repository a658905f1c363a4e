-- CreateEnum
CREATE TYPE "EmailPriority" AS ENUM ('urgent', 'normal', 'bulk');

-- AlterTable
ALTER TABLE "OutgoingEmail" ADD COLUMN     "messageId" TEXT,
ADD COLUMN     "priority" "EmailPriority" NOT NULL DEFAULT 'normal',
ADD COLUMN     "sealedLinks" TEXT;
