// Joins class names, skipping empty ones; shared by the UI primitives.
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
