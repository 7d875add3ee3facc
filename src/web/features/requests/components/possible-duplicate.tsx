import { Link } from 'wouter';
import type { WorkRequest } from '@shared/schemas/requests';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { requestsMessages } from '../messages';

/** An open order on the request's asset: likely the same fault, reported again. */
export function PossibleDuplicate({
  duplicate,
}: {
  duplicate: NonNullable<WorkRequest['possibleDuplicate']>;
}) {
  const t = useT(requestsMessages);
  return (
    <p className="text-xs">
      <span className="font-medium">{t('duplicate.of')} </span>
      <Link href={`/work-orders/${duplicate.id}`} className="font-mono text-primary hover:underline">
        {duplicate.foNumber}
      </Link>
      <UserText className="text-muted-foreground"> · {duplicate.description}</UserText>
    </p>
  );
}
