import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AuthPage } from "@/components/auth/auth-page";
import { ConfirmEmailForm } from "@/components/auth/confirm-email-form";
import { LinkProblem } from "@/components/auth/link-problem";
import { ResendVerificationForm } from "@/components/auth/resend-verification-form";
import { verificationLinkState } from "@/lib/auth/email-verification";
import { VERIFY_TOKEN_MESSAGES } from "@/lib/auth/link-token";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Confirm Your E-mail Address",
    description: "Confirm the e-mail address of your customer account.",
    path: "/verify-email",
    noIndex: true,
  }),
  // The token in this page's address must not travel to other sites.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const state = token === undefined ? null : await verificationLinkState(token);

  if (state === "valid" && token) {
    return (
      <AuthPage
        title="Confirm Your E-mail Address"
        description="One press, and your account is ready: orders you placed with this address join it."
      >
        <ConfirmEmailForm token={token} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={state ? "Confirm Your E-mail Address" : "Get a New Confirmation Link"}
      description="Enter the e-mail address of your account. If it is waiting for confirmation, we send it a new link."
      footer={
        <p>
          Already confirmed?{" "}
          <Link href="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      {state && <LinkProblem className="mb-5" message={VERIFY_TOKEN_MESSAGES[state === "valid" ? "unknown" : state]} />}
      <ResendVerificationForm />
    </AuthPage>
  );
}
