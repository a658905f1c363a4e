// The backlog of the e-mail benchmark (scripts/lib/bench-email.ts): `count` bulk messages recorded and
// queued through lib/email, as the site records lead mail, on DATABASE_URL. Prints the seconds it took.
//   node --conditions=react-server --import tsx scripts/lib/bench-email-producer.ts <count>
import { z } from "zod";
import { db } from "@/lib/db/client";
import { queueDelivery, recordEmail } from "@/lib/email";
import { stopJobQueue } from "@/lib/jobs/queue";

const [count] = z.tuple([z.coerce.number().int().positive()]).parse(process.argv.slice(2));
const started = performance.now();
for (let i = 0; i < count; i++) {
  const { id } = await recordEmail({
    to: `bench-${i}@example.com`,
    subject: `Lead notification ${i + 1} of ${count}`,
    text: `A message of the e-mail benchmark's backlog, ${i + 1} of ${count}.\n\nIt stands for the lead mail a busy day queues.`,
    relatedType: "Bench",
    relatedId: String(i),
    priority: "bulk",
  });
  await queueDelivery(id);
}
process.stdout.write(`${((performance.now() - started) / 1000).toFixed(1)}\n`);
await stopJobQueue();
await db().$disconnect();
