"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Audience } from "@/lib/content/restaurant-cleaning";

/**
 * Professional / DIY switch (tabs: arrow keys move between them, aria-selected tells which is on).
 * Both panels are rendered on the server, so both product lists are in the page's HTML; the inactive
 * one is hidden.
 */
export function AudienceToggle({
  label,
  defaultValue,
  panels,
}: {
  label: string;
  defaultValue: Audience;
  panels: readonly { value: Audience; label: string; content: React.ReactNode }[];
}) {
  return (
    <Tabs defaultValue={defaultValue} className="gap-8">
      <TabsList aria-label={label} className="h-11 self-center sm:self-start">
        {panels.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value} className="px-6 text-base">
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.value} value={panel.value} forceMount className="data-[state=inactive]:hidden">
          {panel.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
