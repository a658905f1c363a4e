export function pinnedNodeVersion(): string;
export function requireProjectNode(): void;
