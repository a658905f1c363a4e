import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AuthPage } from "@/components/auth/auth-page";
import { LinkProblem } from "@/components/auth/link-problem";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkState } from "@/lib/auth/password-reset";
import { RESET_TOKEN_MESSAGES } from "@/lib/auth/link-token";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Choose a New Password",
    description: "Choose a new password for your customer account.",
    path: "/reset-password",
    noIndex: true,
  }),
  // The token in this page's address must not travel to other sites.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const state = await resetLinkState(token);

  return (
    <AuthPage title="Choose a New Password" description={state === "valid" ? "Your new password replaces the old one at once." : undefined}>
      {state === "valid" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <LinkProblem message={RESET_TOKEN_MESSAGES[state === "valid" ? "unknown" : state]} />
          <Link
            href="/forgot-password"
            className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
          >
            Get a New Link
          </Link>
        </div>
      )}
    </AuthPage>
  );
}
