import { Link, useLocation } from 'wouter';
import type { SessionUser } from '@shared/schemas/auth';
import { BrandLogo } from '@web/components/brand-logo';
import { useT } from '@web/lib/i18n/use-t';
import { appMessages } from '../messages';
import { useNavCounts } from './nav-counts';
import { NavList } from './nav-list';
import {
  SIDEBAR_FOOTER,
  SIDEBAR_SECTIONS,
  findActiveHref,
  visibleEntries,
  visibleSections,
} from './navigation';
import { UserSummary } from './user-summary';

export function Sidebar({ user }: { user: SessionUser }) {
  const [location] = useLocation();
  const t = useT(appMessages);
  const sections = visibleSections(SIDEBAR_SECTIONS, user.role);
  const footer = visibleEntries(SIDEBAR_FOOTER, user.role);
  const allHrefs = [...sections.flatMap((section) => section.entries), ...footer].map((entry) => entry.href);
  const activeHref = findActiveHref(location, allHrefs);
  const counts = useNavCounts(user.role);

  return (
    <aside className="fixed inset-y-0 left-0 z-30 flex w-sidebar flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground">
      <div className="flex h-header shrink-0 items-center px-5">
        <Link
          href="/dashboard"
          className="rounded-md text-sidebar-accent-foreground"
          aria-label={t('header.home')}
        >
          <BrandLogo markClassName="size-7" />
        </Link>
      </div>
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 pt-2 pb-4">
        {sections.map((section) => (
          <div key={section.label} className="mb-5 last:mb-0">
            <p className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-sidebar-muted uppercase">
              {t(section.label)}
            </p>
            <NavList entries={section.entries} activeHref={activeHref} counts={counts} />
          </div>
        ))}
      </nav>
      <div className="shrink-0 space-y-3 border-t border-sidebar-border p-3">
        <NavList entries={footer} activeHref={activeHref} />
        <UserSummary user={user} className="px-2 pb-1" />
      </div>
    </aside>
  );
}
