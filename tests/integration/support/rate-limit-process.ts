// One "app process" for rate-limit.test.ts: counts `calls` concurrent calls under one key through
// lib/rate-limit, as a route handler would, and prints how many were allowed.
//   node --conditions=react-server --import tsx tests/integration/support/rate-limit-process.ts <key> <calls> <limit>
import { z } from "zod";
import { consume } from "@/lib/rate-limit";
import { db } from "@/lib/db/client";

const [key, calls, limit] = z
  .tuple([z.string().min(1), z.coerce.number().int().positive(), z.coerce.number().int().positive()])
  .parse(process.argv.slice(2));
const results = await Promise.all(Array.from({ length: calls }, () => consume(key, { limit, windowMs: 60_000 })));
process.stdout.write(`${results.filter((result) => result.allowed).length}\n`);
await db().$disconnect();
