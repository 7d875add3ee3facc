import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { phase1DemoMessages } from '../messages';

type StepId = 'offline' | 'install' | 'analytics' | 'admin' | 'monitoring';

/** Each step's title, description and where are `nextSteps.<id>.title`, `.description` and `.where`. */
interface BuiltStep {
  id: StepId;
  /** A screen to open (its name is the step's `where`), or none: `where` says where on every screen it shows. */
  href?: string;
}

/**
 * The steps phase 1 listed as next, each of them built since: the product never presents what it
 * does as still to come (issue 22). The page is for managers and admins, who may open every link.
 */
const BUILT: readonly BuiltStep[] = [
  { id: 'offline' },
  { id: 'install' },
  { id: 'analytics', href: '/analytics' },
  { id: 'admin', href: '/admin/performance' },
  { id: 'monitoring', href: '/system-monitoring' },
];

/** The spec's Next Steps tab (operations §2): what followed phase 1, and where it is now. */
export function NextStepsTab() {
  const t = useT(phase1DemoMessages);
  return (
    <Card>
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <p className="text-sm">{t('nextSteps.intro')}</p>
        <ul className="space-y-5">
          {BUILT.map((step) => (
            <li key={step.id} className="flex gap-4">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <div className="min-w-0">
                <h3 className="text-sm font-semibold">{t(`nextSteps.${step.id}.title`)}</h3>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  {t(`nextSteps.${step.id}.description`)}
                </p>
                <p className="mt-1 text-sm">
                  {step.href === undefined ? (
                    t(`nextSteps.${step.id}.where`)
                  ) : (
                    <Link href={step.href} className="font-medium text-primary hover:underline">
                      {t(`nextSteps.${step.id}.where`)}
                    </Link>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
