import type { ReactNode } from 'react';
import { ClipboardList, Package, SearchX, Wrench } from 'lucide-react';
import type { SearchResults } from '@shared/schemas/search';
import { WorkOrderStatusBadge } from '@web/components/work-orders/status-badge';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { appMessages } from '../messages';

export type SearchGroup = 'workOrders' | 'equipment' | 'parts';

export interface SearchOption {
  key: string;
  group: SearchGroup;
  href: string;
  /** What a screen reader announces for the option. */
  label: string;
  primary: ReactNode;
  secondary: ReactNode;
}

const GROUP_TITLES = {
  workOrders: 'search.group.workOrders',
  equipment: 'search.group.equipment',
  parts: 'search.group.parts',
} as const satisfies Readonly<Record<SearchGroup, string>>;

function GroupIcon({ group }: { group: SearchGroup }) {
  const className = 'size-4';
  if (group === 'workOrders') return <ClipboardList className={className} aria-hidden />;
  if (group === 'equipment') return <Wrench className={className} aria-hidden />;
  return <Package className={className} aria-hidden />;
}

/** Where each kind of result leads (issue 3 §10). */
export function toOptions(
  t: TextsOf<typeof appMessages>,
  results: SearchResults | undefined,
): SearchOption[] {
  if (!results) return [];
  return [
    ...results.workOrders.map((order) => ({
      key: `wo-${order.id}`,
      group: 'workOrders' as const,
      href: `/work-orders/${order.id}`,
      label: `${order.foNumber} ${order.description}`,
      primary: (
        <>
          <span className="font-mono text-xs text-muted-foreground">{order.foNumber}</span>{' '}
          {order.description}
        </>
      ),
      secondary: <WorkOrderStatusBadge status={order.status} />,
    })),
    ...results.equipment.map((item) => ({
      key: `eq-${item.id}`,
      group: 'equipment' as const,
      href: `/equipment?asset=${encodeURIComponent(item.assetTag)}`,
      label: `${item.assetTag} ${item.name}`,
      primary: (
        <>
          <span className="font-mono text-xs text-muted-foreground">{item.assetTag}</span> {item.name}
        </>
      ),
      secondary: <span className="text-xs text-muted-foreground">{item.model}</span>,
    })),
    ...results.parts.map((part) => ({
      key: `part-${part.id}`,
      group: 'parts' as const,
      href: `/inventory?q=${encodeURIComponent(part.partNumber)}`,
      label: `${part.partNumber} ${part.name}`,
      primary: (
        <>
          <span className="font-mono text-xs text-muted-foreground">{part.partNumber}</span> {part.name}
        </>
      ),
      secondary: (
        <span className={cn('text-xs', part.stockLevel === 0 ? 'text-destructive' : 'text-muted-foreground')}>
          {t('search.inStock', { count: String(part.stockLevel) })}
        </span>
      ),
    })),
  ];
}

export function optionId(listId: string, option: SearchOption): string {
  return `${listId}-${option.key}`;
}

/** The listbox of the header search: results grouped by kind, the active one highlighted. */
export function SearchResultsList({
  listId,
  term,
  options,
  activeKey,
  isLoading,
  isError,
  onHover,
  onSelect,
}: {
  listId: string;
  term: string;
  options: SearchOption[];
  activeKey: string | null;
  isLoading: boolean;
  isError: boolean;
  onHover: (option: SearchOption) => void;
  onSelect: (option: SearchOption) => void;
}) {
  const t = useT(appMessages);
  const groups = (Object.keys(GROUP_TITLES) as SearchGroup[])
    .map((group) => ({ group, items: options.filter((option) => option.group === group) }))
    .filter(({ items }) => items.length > 0);

  let status: ReactNode = null;
  if (isError) status = <span className="text-destructive">{t('search.failed')}</span>;
  else if (options.length === 0 && isLoading)
    status = (
      <span className="inline-flex items-center gap-2">
        <Spinner /> {t('search.searching')}
      </span>
    );
  else if (options.length === 0)
    status = (
      <span className="inline-flex items-center gap-2">
        <SearchX className="size-4" aria-hidden /> {t('search.noResults', { term })}
      </span>
    );

  return (
    <div className="absolute top-full right-0 left-0 z-50 mt-1.5 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg animate-pop-in md:min-w-[26rem]">
      {status ? <p className="px-3 py-6 text-center text-sm text-muted-foreground">{status}</p> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.resultsLabel')}
        className={cn('max-h-[min(70dvh,28rem)] overflow-y-auto p-1', groups.length === 0 && 'hidden')}
      >
        {groups.map(({ group, items }) => (
          <div key={group} role="group" aria-labelledby={`${listId}-${group}`} className="py-1">
            <p
              id={`${listId}-${group}`}
              className="flex items-center gap-2 px-2 py-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase"
            >
              <GroupIcon group={group} />
              {t(GROUP_TITLES[group])}
            </p>
            {items.map((option) => (
              <div
                key={option.key}
                id={optionId(listId, option)}
                role="option"
                aria-selected={option.key === activeKey}
                aria-label={option.label}
                // Keeps focus in the field, so the click does not close the list before it lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onHover(option)}
                onClick={() => onSelect(option)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm touch:min-h-11',
                  option.key === activeKey && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="min-w-0 flex-1 truncate">{option.primary}</span>
                {/* Capped, so a long model never squeezes the name beside it out of sight. */}
                <span className="max-w-[40%] shrink-0 truncate">{option.secondary}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
