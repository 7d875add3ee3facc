import type { LocationKind } from '@shared/domain';
import { Badge } from '@web/components/ui/badge';

export const LOCATION_KIND_LABELS: Readonly<Record<LocationKind, string>> = {
  site: 'Site',
  building: 'Building',
  area: 'Area',
  line: 'Line',
  other: 'Other',
};

export function LocationKindBadge({ kind }: { kind: LocationKind }) {
  return (
    <Badge variant="secondary" className="px-1.5 text-[11px]">
      {LOCATION_KIND_LABELS[kind]}
    </Badge>
  );
}
