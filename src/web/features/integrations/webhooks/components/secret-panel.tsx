import { OneTimeSecretPanel } from '@web/components/one-time-secret-panel';
import { useT } from '@web/lib/i18n/use-t';
import { webhooksMessages } from '../messages';

/** The signing secret, shown once after creation or rotation, with Copy. */
export function SecretPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT(webhooksMessages);
  return (
    <OneTimeSecretPanel title={t('secret.title')} label={t('secret.label')} secret={secret} onDone={onDone} />
  );
}
