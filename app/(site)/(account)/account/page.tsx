import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { LayoutDashboardIcon, PackageIcon } from "lucide-react";
import { AuthPage } from "@/components/auth/auth-page";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { TimeZoneNote } from "@/components/time/time-zone-note";
import { Button } from "@/components/ui/button";
import { accountDetails } from "@/lib/auth/accounts";
import { sessionUser } from "@/lib/auth/session";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatShopTime } from "@/lib/shop-time";

export const metadata: Metadata = pageMetadata({
  title: "Your Account",
  description: "Your customer account.",
  path: "/account",
  noIndex: true,
});

export default async function AccountPage() {
  const user = await sessionUser();
  if (!user) redirect("/sign-in?callbackUrl=%2Faccount");
  const details = await accountDetails(user.id);

  return (
    <AuthPage
      title={`Welcome, ${user.firstName || "Customer"}`}
      description="You are signed in."
      footer={
        <p>
          <Link href="/products" className="font-medium text-primary underline-offset-4 hover:underline">
            Browse the catalog
          </Link>
        </p>
      }
    >
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="font-medium">
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </div>
        {details?.company && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Company</dt>
            <dd className="font-medium">{details.company}</dd>
          </div>
        )}
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Account type</dt>
          <dd className="font-medium">{user.role === "staff" ? "Staff" : "Business customer"}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Member since</dt>
          <dd className="font-medium">{formatShopTime(user.createdAt, "longDate")}</dd>
        </div>
      </dl>
      <TimeZoneNote what="Dates" className="mt-3" />
      {user.role === "staff" && (
        <Button asChild className="mt-6 mr-3">
          <Link href="/admin">
            <LayoutDashboardIcon aria-hidden="true" /> Staff area
          </Link>
        </Button>
      )}
      <Button asChild variant="outline" className="mt-6">
        <Link href="/account/orders">
          <PackageIcon aria-hidden="true" /> Your Orders
        </Link>
      </Button>
      <SignOutButton className="mt-3" />
      <section aria-labelledby="change-password-heading" className="mt-8 border-t pt-6">
        <h2 id="change-password-heading" className="mb-4 text-lg font-semibold">
          Change Password
        </h2>
        <ChangePasswordForm />
      </section>
    </AuthPage>
  );
}
