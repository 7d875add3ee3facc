import { OneTimeSecretPanel } from '@web/components/one-time-secret-panel';
import { useT } from '@web/lib/i18n/use-t';
import { apiKeysMessages } from '../messages';

/** The new key's secret, once: Copy, and the sentence that it will not be shown again. */
export function ApiKeySecretPanel({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const t = useT(apiKeysMessages);
  return (
    <div className="mb-4">
      <OneTimeSecretPanel
        title={t('secret.title', { name })}
        label={t('secret.label')}
        secret={secret}
        hint={
          <>
            {t('secret.hintBefore')} <code>{t('secret.header')}</code>
            {t('secret.hintAfter')}
          </>
        }
        onDone={onDone}
      />
    </div>
  );
}
