import Link from "@/components/ui/link";
import { CallUsNote } from "@/components/site/call-us-note";
import { Button } from "@/components/ui/button";

/** A quote link that opens no quote (mistyped, or never sent), answered with 404. */
export default function QuoteLinkNotFound() {
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">This quote link is not valid</h1>
        <p className="mt-3 text-muted-foreground">
          Open the link exactly as it is in our e-mail. If it still does not work, contact us with the quote&rsquo;s number and we will send
          it again.
        </p>
        <div className="mt-6 flex justify-center">
          <Button asChild>
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
        <CallUsNote />
      </div>
    </section>
  );
}
