import { ChevronRight } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { useBreadcrumb } from '../api/get-breadcrumb';
import { equipmentMessages } from '../messages';

/**
 * Where the asset sits (issue 24): its locations from the site down, then the assets it is part
 * of, each of which opens. Nothing when it is placed nowhere; a failed read leaves the title alone.
 */
export function EquipmentBreadcrumb({
  equipmentId,
  onOpenAsset,
}: {
  equipmentId: string;
  onOpenAsset: (id: string) => void;
}) {
  const t = useT(equipmentMessages);
  const breadcrumb = useBreadcrumb(equipmentId);
  if (breadcrumb.isPending) return <Skeleton className="h-4 w-1/2" aria-label={t('breadcrumb.loading')} />;
  const steps = breadcrumb.data ?? [];
  if (steps.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-xs text-muted-foreground">
        {steps.map((step, index) => (
          <li key={`${step.kind}-${step.id}`} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight className="size-3 shrink-0" aria-hidden /> : null}
            {step.kind === 'equipment' ? (
              <button
                type="button"
                onClick={() => onOpenAsset(step.id)}
                className="-my-2 min-h-11 truncate rounded px-0.5 font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:min-h-0"
              >
                <UserText>{step.label}</UserText>
              </button>
            ) : (
              <UserText className="truncate">{step.label}</UserText>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
