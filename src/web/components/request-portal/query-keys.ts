/** The plant's request portal: its settings (admins) and, under them, the link labels carry. */
export const requestPortalKey = ['request-portal'] as const;
/** Under the settings' key, so what refreshes the settings refreshes the link too. */
export const requestPortalLinkKey = [...requestPortalKey, 'link'] as const;
