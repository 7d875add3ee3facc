/** The accounts the e2e server creates (the sign-in page's demo buttons fill the first two). */
export const E2E_PASSWORD = 'fieldwork-demo';

export const ACCOUNTS = {
  supervisor: { email: 'supervisor@example.com', firstName: 'Sam', lastName: 'Patel', role: 'supervisor' },
  technician: { email: 'technician@example.com', firstName: 'Tom', lastName: 'Rivera', role: 'technician' },
  manager: { email: 'manager@example.com', firstName: 'Maria', lastName: 'Chen', role: 'manager' },
  admin: { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin' },
  mfa: { email: 'mfa.user@example.com', firstName: 'Mira', lastName: 'Factor', role: 'supervisor' },
  lockout: { email: 'wrong.password@example.com', firstName: 'Wes', lastName: 'Wrong', role: 'technician' },
  settings: {
    email: 'settings.user@example.com',
    firstName: 'Sara',
    lastName: 'Settings',
    role: 'technician',
  },
} as const;

/** TOTP secret of the MFA account, so the test can compute codes. */
export const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
