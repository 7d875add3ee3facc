import { CalendarClock, ClipboardCheck, QrCode, WifiOff } from 'lucide-react';
import { BrandLogo } from '@web/components/brand-logo';
import { useT } from '@web/lib/i18n/use-t';
import { authMessages } from '../messages';

const HIGHLIGHTS = [
  { icon: ClipboardCheck, text: 'brand.highlight.workOrders' },
  { icon: CalendarClock, text: 'brand.highlight.pm' },
  { icon: QrCode, text: 'brand.highlight.scan' },
  { icon: WifiOff, text: 'brand.highlight.offline' },
] as const;

/** The product side of the sign-in screen (desktop only). */
export function BrandPanel() {
  const t = useT(authMessages);
  return (
    <aside className="relative hidden overflow-hidden bg-sidebar p-10 text-sidebar-foreground lg:flex lg:flex-col xl:p-14">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(var(--sidebar-foreground)_1px,transparent_1px),linear-gradient(90deg,var(--sidebar-foreground)_1px,transparent_1px)] [background-size:32px_32px]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] rounded-full bg-sidebar-primary/20 blur-3xl"
      />
      <BrandLogo className="relative text-xl text-sidebar-accent-foreground" markClassName="size-9" />
      <div className="relative mt-auto max-w-md">
        <h2 className="text-3xl leading-tight font-semibold tracking-tight text-balance text-sidebar-accent-foreground xl:text-4xl">
          {t('brand.headline')}
        </h2>
        <p className="mt-4 text-base text-sidebar-foreground">{t('brand.pitch')}</p>
        <ul className="mt-8 grid gap-3.5">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-accent text-sidebar-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative mt-12 text-xs text-sidebar-muted">{t('brand.footer')}</p>
    </aside>
  );
}
