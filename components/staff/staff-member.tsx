import { StoreIcon } from "lucide-react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import Link from "@/components/ui/link";

/** Who is signed in to the staff area, with their role, the way out to the shop, and sign-out. */
export function StaffMember({ name, email, roleLabel }: { name: string; email: string; roleLabel: string }) {
  return (
    <div className="grid gap-3 border-t p-4" data-testid="staff-member">
      <div className="min-w-0 text-sm">
        <p className="text-xs text-muted-foreground">Signed in as</p>
        <p className="truncate font-semibold" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-muted-foreground" title={email}>
          {email}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">Role: {roleLabel}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SignOutButton />
        <Link
          href="/"
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70"
        >
          <StoreIcon aria-hidden="true" className="size-4" />
          The shop
        </Link>
      </div>
    </div>
  );
}
