import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AuthPage } from "@/components/auth/auth-page";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { homeAfterSignIn, safeCallbackUrl } from "@/lib/auth/callback-url";
import { sessionUser } from "@/lib/auth/session";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Sign In",
  description: "Sign in to your customer account to see your orders, documents and support tickets.",
  path: "/sign-in",
  noIndex: true,
});

type Props = { searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  // Only a page that asked: without one the account's role decides where sign-in leads (staff to /admin).
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl), undefined, "") || undefined;
  const user = await sessionUser();
  const registerHref = callbackUrl ? `/register?${new URLSearchParams({ callbackUrl })}` : "/register";

  return (
    <AuthPage
      title="Sign In"
      description="Your orders, safety documents and support tickets, in one place."
      footer={
        <p>
          New here?{" "}
          <Link href={registerHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
      }
    >
      {user && (
        <div className="mb-6 grid gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
          <p>
            You are signed in as <strong className="font-semibold">{user.email}</strong>.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Link href={callbackUrl ?? homeAfterSignIn(user.role)} className="font-medium text-primary underline-offset-4 hover:underline">
              Continue
            </Link>
            <SignOutButton />
          </div>
        </div>
      )}
      {first(params.error) && !user && <p className="mb-4 text-sm text-destructive">Signing in did not work. Please try again.</p>}
      <SignInForm callbackUrl={callbackUrl} />
    </AuthPage>
  );
}
