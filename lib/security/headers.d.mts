export const NON_PAGE_POLICY: string;
export const HSTS: string;
export const BASELINE_HEADERS: Readonly<Record<string, string>>;
