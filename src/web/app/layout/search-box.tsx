import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import { cn } from '@web/lib/cn';
import { inputClasses } from '@web/components/ui/input';
import { useT } from '@web/lib/i18n/use-t';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { appMessages } from '../messages';
import { MIN_SEARCH_LENGTH, useGlobalSearch } from './global-search-api';
import { optionId, SearchResultsList, toOptions, type SearchOption } from './search-results';

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The header search (issue 3 §10), an ARIA combobox: results for work orders, equipment and
 * parts as you type; ↑/↓ move through them, Enter opens one, Esc closes the list (a second
 * Esc clears the text). "/" anywhere focuses it.
 */
export function SearchBox({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const t = useT(appMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const term = useDebouncedValue(text.trim(), 250);
  const search = useGlobalSearch(term);
  const options = toOptions(t, term.length >= MIN_SEARCH_LENGTH ? search.data : undefined);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const isExpanded = isOpen && text.trim().length >= MIN_SEARCH_LENGTH;

  // Listening from the commit that shows the box, not from a later passive effect: a key
  // pressed the moment the box appears (input outranks React's scheduled work) must still land.
  useLayoutEffect(() => {
    const focusOnSlash = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  useEffect(() => {
    if (active) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const select = (option: SearchOption) => {
    setIsOpen(false);
    setText('');
    setActiveKey(null);
    inputRef.current?.blur();
    navigate(option.href);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const next = activeIndex < 0 ? (step === 1 ? 0 : options.length - 1) : activeIndex + step;
    setActiveKey(options[(next + options.length) % options.length]?.key ?? null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = active ?? options[0];
        if (isExpanded && chosen) select(chosen);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (isExpanded) setIsOpen(false);
        else setText('');
        setActiveKey(null);
        break;
    }
  };

  return (
    <div role="search" className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active ? optionId(listId, active) : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={handleKeyDown}
        className={cn(inputClasses, 'bg-muted/60 pr-9 pl-9 shadow-none focus-visible:bg-card')}
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border bg-card px-1.5 font-mono text-[0.6875rem] text-muted-foreground md:block"
      >
        /
      </kbd>
      {isExpanded ? (
        <SearchResultsList
          listId={listId}
          term={text.trim()}
          options={options}
          activeKey={active?.key ?? null}
          isLoading={search.isFetching || term !== text.trim()}
          isError={search.isError}
          onHover={(option) => setActiveKey(option.key)}
          onSelect={select}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {isExpanded && !search.isFetching && term.length >= MIN_SEARCH_LENGTH
          ? t('search.resultCount', { count: options.length })
          : ''}
      </p>
    </div>
  );
}
