import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '@web/components/ui/card';

interface BuiltStep {
  title: string;
  description: string;
  /** A screen to open, or where on every screen it shows. */
  where: { href: string; label: string } | string;
}

/**
 * The steps phase 1 listed as next, each of them built since: the product never presents what it
 * does as still to come (issue 22). The page is for managers and admins, who may open every link.
 */
const BUILT: readonly BuiltStep[] = [
  {
    title: 'Offline work',
    description:
      'Changes made without a connection wait on the device and are sent when it returns, each exactly once.',
    where: 'The connection status beside the bell: it counts the changes waiting and lists them.',
  },
  {
    title: 'Install and update prompts',
    description: 'Fieldwork offers to install itself on the device and says when a new version is ready.',
    where: 'A card at the bottom of the screen, when the browser offers either.',
  },
  {
    title: 'Analytics and reporting',
    description:
      'Availability, MTBF, MTTR and maintenance cost per asset, with trends and predictive insights.',
    where: { href: '/analytics', label: 'Analytics & Reporting' },
  },
  {
    title: 'Administration and performance',
    description: 'System health, response and query times, slow requests and recommendations.',
    where: { href: '/admin/performance', label: 'Performance Dashboard' },
  },
  {
    title: 'Monitoring',
    description: 'KPIs against their targets, alerts to resolve and the system monitoring dashboard.',
    where: { href: '/system-monitoring', label: 'System Monitoring' },
  },
];

/** The spec's Next Steps tab (operations §2): what followed phase 1, and where it is now. */
export function NextStepsTab() {
  return (
    <Card>
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <p className="text-sm">Everything planned after phase 1 is built. Where to find each part:</p>
        <ul className="space-y-5">
          {BUILT.map((step) => (
            <li key={step.title} className="flex gap-4">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <div className="min-w-0">
                <h3 className="text-sm font-semibold">{step.title}</h3>
                <p className="mt-0.5 text-sm text-muted-foreground">{step.description}</p>
                <p className="mt-1 text-sm">
                  {typeof step.where === 'string' ? (
                    step.where
                  ) : (
                    <Link href={step.where.href} className="font-medium text-primary hover:underline">
                      {step.where.label}
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
