export function now(): number;
export function expireTags(tags: Iterable<string>, at?: number): void;
export function lastExpiry(tags: Iterable<string>): number;
export function expiredSince(tags: Iterable<string>, lastModified: number): boolean;
