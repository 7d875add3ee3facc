export const E2E_PASSWORD = 'fieldwork-demo';

/**
 * The accounts the e2e server creates: the two the sign-in page's demo buttons fill, the admin
 * who adds each journey's own people (e2e/support/people.ts), and one with MFA on.
 */
export const ACCOUNTS = {
  supervisor: { email: 'supervisor@example.com', firstName: 'Sam', lastName: 'Patel', role: 'supervisor' },
  technician: { email: 'technician@example.com', firstName: 'Tom', lastName: 'Rivera', role: 'technician' },
  admin: { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin' },
  mfa: { email: 'mfa.user@example.com', firstName: 'Mira', lastName: 'Factor', role: 'supervisor' },
} as const;

/** TOTP secret of the MFA account, so the test can compute codes. */
export const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
