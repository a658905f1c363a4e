export function inlineScriptHashes(html: string): string[];
export function pagePathOfCacheKey(key: string): string;
export function rememberPageScripts(key: string, html: string): void;
export function pageScriptHashes(path: string): string[];
