import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { ChevronsUpDown, Search, X } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

export interface SearchPickerProps<T> {
  /** Set by FormField so the label points at the trigger. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** What the trigger shows for the current choice; null when nothing is chosen. */
  valueLabel: string | null;
  placeholder: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  items: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  errorText: string;
  emptyText: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  onClear?: () => void;
  /** Lets the caller search only while the list is open. */
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
}

/**
 * A searchable select over a server list (equipment, parts, work orders): a trigger that opens a search
 * field with results the server filtered. Arrow keys move through the results, Enter picks.
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { valueLabel, placeholder, items, getKey, onSelect, onClear, disabled } = props;
  const t = useT(componentsMessages);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const results = items ?? [];

  const changeOpen = (open: boolean) => {
    setIsOpen(open);
    props.onOpenChange?.(open);
  };

  const choose = (item: T) => {
    onSelect(item);
    changeOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = results[active];
      if (item) choose(item);
    }
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={changeOpen}>
      <div className="relative">
        <Popover.Trigger
          id={props.id}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          disabled={disabled}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-base shadow-xs touch:h-11 md:text-sm',
            'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            onClear && valueLabel ? 'pr-12' : undefined,
          )}
        >
          <span className={cn('truncate', valueLabel ? undefined : 'text-muted-foreground')}>
            {valueLabel ?? placeholder}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
        </Popover.Trigger>
        {onClear && valueLabel && !disabled ? (
          <button
            type="button"
            aria-label={t('picker.clear')}
            onClick={onClear}
            className="absolute top-1/2 right-8 flex size-7 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-pop-in"
        >
          <div className="relative border-b">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <input
              type="search"
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
              aria-label={props.searchPlaceholder}
              placeholder={props.searchPlaceholder}
              autoComplete="off"
              value={props.search}
              onChange={(event) => {
                props.onSearchChange(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-11 w-full bg-transparent pr-3 pl-9 text-base focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:text-sm"
            />
          </div>
          <ul id={listId} role="listbox" className="max-h-72 overflow-y-auto p-1">
            {props.isLoading && results.length === 0 ? (
              <li className="flex justify-center py-6 text-muted-foreground">
                <Spinner label={t('picker.searching')} />
              </li>
            ) : null}
            {props.isError ? (
              <li className="px-3 py-6 text-center text-sm text-destructive">{props.errorText}</li>
            ) : null}
            {!props.isLoading && !props.isError && results.length === 0 ? (
              <li className="px-3 py-6 text-center text-sm text-muted-foreground">{props.emptyText}</li>
            ) : null}
            {results.map((item, index) => (
              <li
                key={getKey(item)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(item)}
                className={cn(
                  'cursor-pointer rounded-md px-2 py-2 text-sm touch:min-h-11',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                {props.renderItem(item)}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
