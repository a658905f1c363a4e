import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AuthPage } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Forgot Your Password?",
  description: "Get an e-mail with a link to choose a new password for your customer account.",
  path: "/forgot-password",
  noIndex: true,
});

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Forgot Your Password?"
      description="Enter the e-mail address of your account. We will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{" "}
          <Link href="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
