import { Gauge } from 'lucide-react';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { useMeters } from '@web/components/meters/list-meters';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

type StepMeter = NonNullable<ChecklistItem['meter']>;

/**
 * "Add meter reading": a step that reads one of the order's equipment meters, picked from its
 * live meters. Shown only when the equipment has some (a new asset offline has none yet).
 */
export function MeterStepMenu({
  equipmentId,
  disabled,
  onPick,
}: {
  equipmentId: string;
  disabled: boolean;
  onPick: (meter: StepMeter) => void;
}) {
  const t = useT(workOrdersMessages);
  const meters = useMeters(equipmentId);
  if (!meters.data?.length) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          <Gauge aria-hidden />
          {t('meter.add')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {meters.data.map((meter) => (
          <DropdownMenuItem
            key={meter.id}
            onSelect={() => onPick({ id: meter.id, name: meter.name, unit: meter.unit })}
          >
            <UserText>{t('meterStep.read', { name: meter.name, unit: meter.unit })}</UserText>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
