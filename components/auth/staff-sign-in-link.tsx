import Link from "@/components/ui/link";

const SIGN_IN = `/sign-in?${new URLSearchParams({ callbackUrl: "/admin" })}`;

/** Where a new staff member goes once their account exists: sign in, then the staff area. */
export function StaffSignInLink() {
  return (
    <Link
      href={SIGN_IN}
      className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
    >
      Sign In
    </Link>
  );
}
