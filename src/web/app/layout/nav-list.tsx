import { Link } from 'wouter';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { appMessages } from '../messages';
import type { NavCounts, NavEntry } from './navigation';

/** A count beside an entry: nothing at zero, and never wider than three characters. */
function CountBadge({ count }: { count: number | undefined }) {
  const t = useT(appMessages);
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-sidebar-primary px-1.5 py-px text-[11px] leading-4 font-semibold text-sidebar tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {t('nav.new')}</span>
    </span>
  );
}

/** Navigation links on the dark sidebar surface, used by the desktop sidebar and the phone menu. */
export function NavList({
  entries,
  activeHref,
  onNavigate,
  counts = {},
}: {
  entries: NavEntry[];
  activeHref: string | undefined;
  onNavigate?: () => void;
  counts?: NavCounts;
}) {
  const t = useT(appMessages);
  return (
    <ul className="grid gap-0.5">
      {entries.map(({ href, label, icon: Icon }) => {
        const isActive = href === activeHref;
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'group relative flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors touch:h-11',
                'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sidebar-primary',
                isActive
                  ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                  : 'text-sidebar-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground',
              )}
            >
              {isActive ? (
                <span
                  aria-hidden
                  className="absolute inset-y-1.5 left-0 w-[3px] rounded-full bg-sidebar-primary"
                />
              ) : null}
              <Icon
                aria-hidden
                className={cn(
                  'size-[18px] shrink-0',
                  isActive
                    ? 'text-sidebar-primary'
                    : 'text-sidebar-muted group-hover:text-sidebar-accent-foreground',
                )}
              />
              <span className="truncate">{t(label)}</span>
              <CountBadge count={counts[href]} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
