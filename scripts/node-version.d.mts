export function lowestNodeOf(range: string): string;
export function isAtLeast(version: string, lowest: string): boolean;
export function nodeVersionProblem(enginesRange: string, running: string): string | null;
