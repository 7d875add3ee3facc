/** Joins class names, skipping falsy ones (conditional classes read naturally at call sites). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
