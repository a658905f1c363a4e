import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { US_STATES } from "@/lib/domain/tax";

/** The 50 states plus DC (seed 001 §2), by code, named in full; the platform's own picker on phones. */
export function StateSelect(props: Omit<React.ComponentProps<typeof NativeSelect>, "children">) {
  return (
    <NativeSelect wrapperClassName="w-full" {...props}>
      <NativeSelectOption value="">Select a state</NativeSelectOption>
      {US_STATES.map(([code, name]) => (
        <NativeSelectOption key={code} value={code}>
          {name}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
