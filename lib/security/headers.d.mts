export const NON_PAGE_POLICY: string;
export const HSTS: string;
export const BASELINE_HEADERS: readonly { readonly key: string; readonly value: string }[];
