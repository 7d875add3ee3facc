import { ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { formatRoleLabel } from '@web/lib/formatting';

/** Shown inside the layout when the role lacks the screen's permission. */
export function AccessDenied({ screenTitle, role }: { screenTitle: string; role: string }) {
  return (
    <>
      <PageHeader title={screenTitle} />
      <Card>
        <EmptyState
          icon={ShieldX}
          title="Access denied"
          description={
            <>
              Your role (<span className="capitalize">{formatRoleLabel(role)}</span>) does not include access
              to {screenTitle}. Ask an administrator if you need it for your work.
            </>
          }
          action={
            <Link href="/dashboard" className={buttonClasses({ variant: 'outline' })}>
              Back to dashboard
            </Link>
          }
        />
      </Card>
    </>
  );
}
