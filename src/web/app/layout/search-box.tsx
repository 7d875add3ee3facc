import { Search } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { inputClasses } from '@web/components/ui/input';

/** Global search field; the search call arrives in a later issue, so it shows no results yet. */
export function SearchBox({ className }: { className?: string }) {
  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        type="search"
        aria-label="Search"
        placeholder="Search work orders, equipment…"
        autoComplete="off"
        className={cn(inputClasses, 'bg-muted/60 pl-9 shadow-none focus-visible:bg-card')}
      />
    </form>
  );
}
