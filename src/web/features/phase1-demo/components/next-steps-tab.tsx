import { Card, CardContent } from '@web/components/ui/card';

interface Step {
  title: string;
  description: string;
}

/** What the product spec still asks for after this phase. */
const STEPS: readonly Step[] = [
  {
    title: 'Offline work',
    description:
      'Queue changes made without a connection and send them when it returns, with a pending-changes badge and manual sync.',
  },
  {
    title: 'Install and update prompts',
    description: 'Offer to install Fieldwork on the device and say when a new version is ready.',
  },
  {
    title: 'Analytics & Reporting',
    description:
      'Availability, MTBF, MTTR and maintenance cost per asset, with trends and predictive maintenance.',
  },
  {
    title: 'Administration and performance',
    description: 'System health, response and query times, slow requests and recommendations.',
  },
  {
    title: 'Monitoring',
    description: 'KPIs against their targets, alerts to resolve and the system monitoring dashboard.',
  },
];

export function NextStepsTab() {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <ol className="space-y-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="text-sm font-semibold">{step.title}</h3>
                <p className="mt-0.5 text-sm text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
