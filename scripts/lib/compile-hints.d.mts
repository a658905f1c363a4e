export const EAGER_COMPILE_HINT: string;
export function markEagerChunks(distDir: string): string[];
