import Link from "@/components/ui/link";
import { LinkIcon } from "lucide-react";
import { CallUsNote } from "@/components/site/call-us-note";
import { Button } from "@/components/ui/button";

/** What a guest sees when their order link is wrong or past its 90 days: how to get to the order another way. */
export function OrderLinkInvalid() {
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md text-center">
        <LinkIcon aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">This order link is not valid or has expired</h1>
        <p className="mt-3 text-muted-foreground">
          Order links from our e-mails work for 90 days. If you have an account, sign in to see all your orders. Otherwise, contact us with
          your order number and we will help.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/sign-in?callbackUrl=%2Faccount%2Forders">Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
        <CallUsNote />
      </div>
    </section>
  );
}
