import { ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { formatRoleLabel } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { appMessages } from './messages';

/** Stands for the role in the sentence, so the role's element sits where the language puts it. */
const ROLE_MARK = '\uE000';

/** Shown inside the layout when the role lacks the screen's permission. */
export function AccessDenied({ screenTitle, role }: { screenTitle: string; role: string }) {
  const t = useT(appMessages);
  const [before, after = ''] = t('accessDenied.description', { role: ROLE_MARK, screen: screenTitle }).split(
    ROLE_MARK,
  );
  return (
    <>
      <PageHeader title={screenTitle} />
      <Card>
        <EmptyState
          icon={ShieldX}
          title={t('accessDenied.title')}
          description={
            <>
              {before}
              <span className="inline-block first-letter:uppercase">{formatRoleLabel(role)}</span>
              {after}
            </>
          }
          action={
            <Link href="/dashboard" className={buttonClasses({ variant: 'outline' })}>
              {t('accessDenied.back')}
            </Link>
          }
        />
      </Card>
    </>
  );
}
