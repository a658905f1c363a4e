import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AuthPage } from "@/components/auth/auth-page";
import { RegisterForm } from "@/components/auth/register-form";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Create an Account",
  description: "Create a customer account to follow your orders, download safety documents and open support tickets.",
  path: "/register",
  noIndex: true,
});

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function RegisterPage({ searchParams }: Props) {
  const { callbackUrl: asked } = await searchParams;
  const callbackUrl = safeCallbackUrl(Array.isArray(asked) ? asked[0] : asked);
  return (
    <AuthPage
      title="Create an Account"
      description="We e-mail you a link to confirm your address. Once you confirm, orders you placed before with it appear in your account."
      footer={
        <p>
          Already have an account?{" "}
          <Link
            href={`/sign-in?${new URLSearchParams({ callbackUrl })}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm callbackUrl={callbackUrl} />
    </AuthPage>
  );
}
