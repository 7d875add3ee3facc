import { Link } from 'wouter';
import { BrandLogo } from '@web/components/brand-logo';
import { buttonClasses } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth/auth-context';
import { useT } from '@web/lib/i18n/use-t';
import { useApiHealth } from '../api/get-api-health';
import { useDebugEnv } from '../api/get-debug-env';
import { useTestSummary } from '../api/get-test-summary';
import { EnvironmentCard } from '../components/environment-card';
import { ApiHealthCard, DatabaseStatusCard } from '../components/health-cards';
import { TestSummaryCard } from '../components/test-summary-card';
import { debugMessages } from '../messages';

/**
 * Debug dashboard (operations spec §2), outside the auth guard: what anyone may see, and more
 * for a signed-in admin (the token goes along when there is one).
 */
export default function DebugPage() {
  const { user } = useAuth();
  const t = useT(debugMessages);
  const viewer = user?.id ?? 'visitor';
  const health = useApiHealth(viewer);
  const env = useDebugEnv(viewer);
  const summary = useTestSummary(viewer);
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <BrandLogo />
          <Link
            href={user ? '/dashboard' : '/login'}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {user ? t('page.backToApp') : t('page.signIn')}
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {user ? t('page.description') : t('page.descriptionSignedOut')}
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <DatabaseStatusCard health={health} />
          <ApiHealthCard health={health} />
          <EnvironmentCard env={env} />
          <TestSummaryCard summary={summary} />
        </div>
      </main>
    </div>
  );
}
