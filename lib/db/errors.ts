// What a failed database write means, read from Prisma's error codes.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Whether `error` is a write refused by a unique index (P2002): two requests made the same row at once,
 * and the index decided. With `field`, only an index on that column counts.
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  return field === undefined || JSON.stringify(error.meta ?? {}).includes(field);
}
