import { LogOut, Monitor, Moon, Settings, Sun } from 'lucide-react';
import { Link } from 'wouter';
import type { SessionUser } from '@shared/schemas/auth';
import { Avatar } from '@web/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatFullName, formatRoleLabel, getInitials } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useThemePreference, type ThemePreference } from '@web/lib/theme';
import { appMessages } from '../messages';

const THEMES = [
  { value: 'light', label: 'userMenu.theme.light', icon: Sun },
  { value: 'dark', label: 'userMenu.theme.dark', icon: Moon },
  { value: 'system', label: 'userMenu.theme.system', icon: Monitor },
] as const satisfies ReadonlyArray<{ value: ThemePreference; label: string; icon: typeof Sun }>;

function isThemePreference(value: string): value is ThemePreference {
  return THEMES.some((theme) => theme.value === value);
}

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [theme, setTheme] = useThemePreference();
  const t = useT(appMessages);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('userMenu.label')}
        className="flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring touch:size-11"
      >
        <Avatar initials={getInitials(user)} className="size-8" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2 py-2">
          <p className="truncate text-sm font-medium">{formatFullName(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-0.5 text-xs text-muted-foreground first-letter:uppercase">
            {formatRoleLabel(user.role)}
          </p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden />
            {t('userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('userMenu.theme')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            if (isThemePreference(value)) setTheme(value);
          }}
        >
          {THEMES.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden />
              {t(label)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut aria-hidden />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
