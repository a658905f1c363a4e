import { FlaskConicalIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";

/** The visible sign that no real money moves (DESIGN §5). */
export function TestModeBadge() {
  return (
    <Badge variant="amber" data-testid="test-mode-badge">
      <FlaskConicalIcon aria-hidden="true" />
      {CHECKOUT_TEXT.testModeBadge}
    </Badge>
  );
}

/** The test cards, where the card is typed. */
export function TestCardsNotice() {
  return (
    <Alert variant="warning" role="note">
      <FlaskConicalIcon aria-hidden="true" />
      <AlertTitle>{CHECKOUT_TEXT.testModeBadge}</AlertTitle>
      <AlertDescription>{CHECKOUT_TEXT.testModeCards}</AlertDescription>
    </Alert>
  );
}
