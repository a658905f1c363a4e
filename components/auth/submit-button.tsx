import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className="w-full">
      {pending ? (
        <>
          <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
