// The one way to build a form: useZodForm (react-hook-form checked by the zod schema the server
// also uses) rendered through ZodForm and the field components, which keep the label, hint,
// required mark and error wiring (aria-invalid, aria-describedby) the same everywhere.
// FormField and fieldAria serve controls the field components do not cover.
export { FormError } from "./form-error";
export { FieldError, FieldHint, FormField, RequiredMark, fieldAria } from "./form-field";
export { RadioGroupField } from "./radio-group-field";
export { SelectField } from "./select-field";
export { SubmitButton } from "./submit-button";
export { SubmitWithCancel } from "./submit-with-cancel";
export { TextField } from "./text-field";
export { TextareaField } from "./textarea-field";
export { useZodForm, type UseZodFormOptions, type ZodFormReturn } from "./use-zod-form";
export { ZodForm } from "./zod-form";
