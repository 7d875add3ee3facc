import { Star } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/** What each rating means, for screen readers and the line beside the stars. */
export const RATING_LABELS: Readonly<Record<number, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

const RATINGS = [1, 2, 3, 4, 5] as const;

export function ratingText(rating: number): string {
  return `${rating} of 5 · ${RATING_LABELS[rating] ?? ''}`;
}

/**
 * The verifier's 1–5 answer to "How well was the request met?": five radio buttons drawn as
 * stars (arrow keys move between them, each is a 44 px target), optional, and clearable.
 */
export function RatingInput({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">How well was the request met?</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="relative flex size-11 items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              {/* Transparent over the star: the whole 44 px square is the radio button itself. */}
              <input
                type="radio"
                name="satisfaction-rating"
                value={rating}
                className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0"
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <Star
                aria-hidden
                className={cn(
                  'size-7',
                  value !== null && rating <= value
                    ? 'fill-warning text-warning'
                    : 'text-muted-foreground/60',
                )}
              />
              <span className="sr-only">
                {rating} {rating === 1 ? 'star' : 'stars'}, {RATING_LABELS[rating]}
              </span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {value === null ? 'Optional' : RATING_LABELS[value]}
        </span>
        {value !== null ? (
          <Button variant="link" size="sm" className="px-0" onClick={() => onChange(null)}>
            Clear rating
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** A given rating, read-only: the stars and "4 of 5 · Very good". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="inline-flex" aria-hidden>
        {RATINGS.map((star) => (
          <Star
            key={star}
            className={cn(
              'size-4',
              star <= rating ? 'fill-warning text-warning' : 'text-muted-foreground/50',
            )}
          />
        ))}
      </span>
      <span>{ratingText(rating)}</span>
    </span>
  );
}
