/** The arguments of node in package.json's `start` script, the script's path last. */
export function npmStartArguments(): string[];
