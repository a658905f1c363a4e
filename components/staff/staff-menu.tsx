"use client";

import { useState } from "react";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { StaffNav } from "./staff-nav";

/**
 * The staff navigation on phones and tablets: a menu button that opens it as a panel from the left (a
 * dialog: focus kept inside, Escape closes, focus back on the button). It closes as a page is chosen.
 * `member` is the signed-in member's block, drawn by the server.
 */
export function StaffMenu({ staffRole, newLeads, member }: { staffRole: StaffRole | null; newLeads: number; member: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button type="button" variant="outline" size="icon-lg" aria-label="Open menu">
          <MenuIcon aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-[min(18rem,100vw)] gap-0 p-0">
        <SheetHeader className="border-b pr-12">
          <SheetTitle>Staff menu</SheetTitle>
          <SheetDescription>The pages your role opens.</SheetDescription>
        </SheetHeader>
        <div className="flex-1 px-3 py-4">
          <StaffNav staffRole={staffRole} newLeads={newLeads} onNavigate={() => setOpen(false)} />
        </div>
        {member}
      </SheetContent>
    </Sheet>
  );
}
