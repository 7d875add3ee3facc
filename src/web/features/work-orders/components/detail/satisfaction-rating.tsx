import { Star } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** What each rating means, for screen readers and the line beside the stars. */
export const RATING_LABELS = {
  1: 'rating.1',
  2: 'rating.2',
  3: 'rating.3',
  4: 'rating.4',
  5: 'rating.5',
} as const;

type Texts = TextsOf<typeof workOrdersMessages>;

function ratingLabel(t: Texts, rating: number): string {
  return rating in RATING_LABELS ? t(RATING_LABELS[rating as keyof typeof RATING_LABELS]) : '';
}

const RATINGS = [1, 2, 3, 4, 5] as const;

export function ratingText(t: Texts, rating: number): string {
  return t('rating.text', { rating: String(rating), label: ratingLabel(t, rating) });
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
  const t = useT(workOrdersMessages);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('rating.question')}</legend>
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
              <span className="sr-only">{t('rating.star', { rating, label: ratingLabel(t, rating) })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {value === null ? t('optional') : ratingLabel(t, value)}
        </span>
        {value !== null ? (
          <Button variant="link" size="sm" className="px-0" onClick={() => onChange(null)}>
            {t('rating.clear')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** A given rating, read-only: the stars and "4 of 5 · Very good". */
export function RatingStars({ rating }: { rating: number }) {
  const t = useT(workOrdersMessages);
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
      <span>{ratingText(t, rating)}</span>
    </span>
  );
}
