import { HardHat, UserCog } from 'lucide-react';
import { useT } from '@web/lib/i18n/use-t';
import { authMessages } from '../messages';

export const DEMO_PASSWORD = 'fieldwork-demo';

const DEMO_ACCOUNTS = [
  { role: 'demo.role.supervisor', email: 'supervisor@example.com', icon: UserCog },
  { role: 'demo.role.technician', email: 'technician@example.com', icon: HardHat },
] as const;

/** Sign-in hints that fill a sample account (operations spec §8). */
export function DemoAccounts({ onSelect }: { onSelect: (email: string) => void }) {
  const t = useT(authMessages);
  return (
    <div className="rounded-lg border border-dashed bg-muted/40 p-4">
      <p className="text-sm font-medium">{t('demo.title')}</p>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {t('demo.password')} <span className="font-mono text-foreground">{DEMO_PASSWORD}</span>
      </p>
      <div className="mt-3 grid gap-2">
        {DEMO_ACCOUNTS.map(({ role, email, icon: Icon }) => (
          <button
            key={email}
            type="button"
            onClick={() => onSelect(email)}
            aria-label={t('demo.fill', { role: t(role).toLowerCase() })}
            className="flex min-h-11 items-center gap-3 rounded-md border bg-card px-3 py-2 text-left transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon className="size-4 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0">
              <span className="block text-sm font-medium">{t(role)}</span>
              <span className="block truncate text-xs text-muted-foreground">{email}</span>
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
