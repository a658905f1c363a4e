-- A staff member's name on the e-mails they write (a lead's reply, a quote): the From header's name.
-- AlterTable
ALTER TABLE "OutgoingEmail" ADD COLUMN "fromName" TEXT;
