import { createContext, useContext } from 'react';
import type { LoginResponse, SessionUser } from '@shared/schemas/auth';
import type { Credentials } from './auth-api';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** The server asked for a one-time code; the caller resubmits the credentials with it. */
  mfaRequired: boolean;
  login: (credentials: Credentials) => Promise<SessionUser>;
  /** Takes over a session the server opened another way (single sign-on's hand-off). */
  adoptSession: (session: LoginResponse) => void;
  logout: () => Promise<void>;
  cancelMfa: () => void;
  /** Keeps the sidebar's name in step after the profile is edited. */
  updateUser: (fields: Partial<Pick<SessionUser, 'firstName' | 'lastName'>>) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
