import { ROLES, type Role } from '@shared/domain';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatRoleTitle } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { usersMessages } from '../messages';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function RoleSelect({
  value,
  onChange,
  disabled,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
}: {
  value: Role | undefined;
  onChange: (role: Role) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}) {
  const t = useT(usersMessages);
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isRole(next)) onChange(next);
      }}
    >
      <SelectTrigger id={id} aria-label={ariaLabel} aria-invalid={ariaInvalid} className={className}>
        <SelectValue placeholder={t('role.placeholder')} />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {formatRoleTitle(role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
