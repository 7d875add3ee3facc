import type { LocationKind } from '@shared/domain';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { locationsMessages } from './messages';

export function LocationKindBadge({ kind }: { kind: LocationKind }) {
  const t = useT(locationsMessages);
  return (
    <Badge variant="secondary" className="px-1.5 text-[11px]">
      {t(`kind.${kind}`)}
    </Badge>
  );
}
