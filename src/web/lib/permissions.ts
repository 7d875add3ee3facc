import { can, type Permission } from '@shared/permissions';
import { useAuth } from './auth/auth-context';

/** Whether the signed-in user's role holds a permission (the client hides what the role cannot do). */
export function useCan(permission: Permission | undefined): boolean {
  const { user } = useAuth();
  if (!permission) return user !== null;
  return user !== null && can(user.role, permission);
}
