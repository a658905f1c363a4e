"use client";

import { CircleAlertIcon, RotateCwIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A change refused because someone changed the record meanwhile (409): what the server said, and a Reload. */
export function StaleNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription>
        <p>{message}</p>
        <Button type="button" variant="outline" size="sm" onClick={onReload}>
          <RotateCwIcon aria-hidden="true" />
          Reload
        </Button>
      </AlertDescription>
    </Alert>
  );
}
