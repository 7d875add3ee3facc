import { useState } from 'react';
import type { SsoDiscoveryResult } from '@shared/schemas/sso';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/errors/error-text';
import { useT } from '@web/lib/i18n/use-t';
import { testSsoConnection } from '../api/sso-settings';
import { ssoMessages } from '../messages';

/** Reads the issuer's discovery document through the server and says what came of it. */
export function TestConnection({ issuerUrl }: { issuerUrl: string }) {
  const t = useT(ssoMessages);
  const wordResult = useErrorText();
  const [result, setResult] = useState<SsoDiscoveryResult | null>(null);
  const [testing, setTesting] = useState(false);
  const test = () => {
    setTesting(true);
    testSsoConnection(issuerUrl.trim())
      .then(setResult, (error: unknown) =>
        setResult({ ok: false, message: errorMessage(error, t('test.failed')) }),
      )
      .finally(() => setTesting(false));
  };
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        onClick={test}
        disabled={testing || !issuerUrl.trim()}
        className="justify-self-start"
      >
        {testing ? <Spinner /> : null}
        {t('test.button')}
      </Button>
      {result ? <Alert variant={result.ok ? 'default' : 'destructive'}>{wordResult(result)}</Alert> : null}
    </div>
  );
}
