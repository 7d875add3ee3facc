/** Role names are shown with underscores as spaces (core spec §2); CSS capitalises them. */
export function formatRoleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}

/** "shift_lead" → "Shift Lead", for places CSS cannot capitalise (select options, toasts). */
export function formatRoleTitle(role: string): string {
  return formatRoleLabel(role).replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function formatFullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function getInitials(person: { firstName: string; lastName: string; email?: string }): string {
  const initials = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`;
  if (initials) return initials.toUpperCase();
  return (person.email?.charAt(0) ?? '?').toUpperCase();
}

export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${value.toLocaleString()} ${value === 1 ? singular : plural}`;
}
