/*
  Warnings:

  - You are about to drop the column `technicalSpecs` on the `Product` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "SdsRevisionState" AS ENUM ('draft', 'published');

-- CreateEnum
CREATE TYPE "SdsSource" AS ENUM ('authored', 'uploaded');

-- AlterTable
ALTER TABLE "Product" DROP COLUMN "technicalSpecs",
ADD COLUMN     "facts" JSONB;

-- AlterTable
ALTER TABLE "ShipmentItem" ADD COLUMN     "lotId" INTEGER;

-- CreateTable
CREATE TABLE "Lot" (
    "id" SERIAL NOT NULL,
    "lotNumber" TEXT NOT NULL,
    "productSizeId" INTEGER NOT NULL,
    "manufacturedOn" DATE NOT NULL,
    "results" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Lot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SdsRevision" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL,
    "state" "SdsRevisionState" NOT NULL DEFAULT 'draft',
    "source" "SdsSource" NOT NULL DEFAULT 'authored',
    "revisionDate" DATE NOT NULL,
    "content" JSONB,
    "pdf" BYTEA,
    "pdfSha256" TEXT,
    "demoContent" BOOLEAN NOT NULL DEFAULT false,
    "createdById" TEXT,
    "publishedById" TEXT,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SdsRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Lot_lotNumber_key" ON "Lot"("lotNumber");

-- CreateIndex
CREATE INDEX "Lot_productSizeId_manufacturedOn_idx" ON "Lot"("productSizeId", "manufacturedOn");

-- CreateIndex
CREATE INDEX "SdsRevision_productId_state_idx" ON "SdsRevision"("productId", "state");

-- CreateIndex
CREATE UNIQUE INDEX "SdsRevision_productId_revision_key" ON "SdsRevision"("productId", "revision");

-- CreateIndex
CREATE INDEX "ShipmentItem_lotId_idx" ON "ShipmentItem"("lotId");

-- AddForeignKey
ALTER TABLE "ShipmentItem" ADD CONSTRAINT "ShipmentItem_lotId_fkey" FOREIGN KEY ("lotId") REFERENCES "Lot"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lot" ADD CONSTRAINT "Lot_productSizeId_fkey" FOREIGN KEY ("productSizeId") REFERENCES "ProductSize"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lot" ADD CONSTRAINT "Lot_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SdsRevision" ADD CONSTRAINT "SdsRevision_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SdsRevision" ADD CONSTRAINT "SdsRevision_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SdsRevision" ADD CONSTRAINT "SdsRevision_publishedById_fkey" FOREIGN KEY ("publishedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A revision is numbered from 1; a published one has its PDF and its digest.
ALTER TABLE "SdsRevision" ADD CONSTRAINT "SdsRevision_revision_check" CHECK ("revision" >= 1);
ALTER TABLE "SdsRevision" ADD CONSTRAINT "SdsRevision_published_check"
  CHECK ("state" = 'draft' OR ("pdf" IS NOT NULL AND "pdfSha256" IS NOT NULL AND "publishedAt" IS NOT NULL));

-- Published revisions never change and are never deleted: whatever the code does, the database refuses.
-- Only the links to the people who made it may be cleared (their account going away).
CREATE FUNCTION sds_revision_published_is_final() RETURNS trigger AS $$
BEGIN
  IF OLD."state" = 'published' THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'published SDS revision % of product % cannot be deleted', OLD."revision", OLD."productId"
        USING ERRCODE = 'check_violation';
    END IF;
    IF ROW(NEW."productId", NEW."revision", NEW."state", NEW."source", NEW."revisionDate", NEW."content", NEW."pdf",
           NEW."pdfSha256", NEW."demoContent", NEW."publishedAt")
       IS DISTINCT FROM
       ROW(OLD."productId", OLD."revision", OLD."state", OLD."source", OLD."revisionDate", OLD."content", OLD."pdf",
           OLD."pdfSha256", OLD."demoContent", OLD."publishedAt") THEN
      RAISE EXCEPTION 'published SDS revision % of product % cannot change', OLD."revision", OLD."productId"
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "SdsRevision_published_is_final"
  BEFORE UPDATE OR DELETE ON "SdsRevision"
  FOR EACH ROW EXECUTE FUNCTION sds_revision_published_is_final();

-- Safety data sheets now come from the revisions above and certificates from recorded lots: the documents
-- that were drawn on demand for them (with "Issued <today>" and made-up results) go.
DELETE FROM "Document" WHERE "kind" IN ('safety_data_sheet', 'certificate_of_analysis');
