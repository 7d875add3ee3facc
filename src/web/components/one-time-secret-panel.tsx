import { useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

/**
 * A secret the server answers once (an API key, a webhook signing secret): shown with Copy until
 * the person is done, since nothing will show it again.
 */
export function OneTimeSecretPanel({
  title,
  label,
  secret,
  hint,
  onDone,
}: {
  title: string;
  /** What the secret is, for screen readers. */
  label: string;
  secret: string;
  hint?: ReactNode;
  onDone: () => void;
}) {
  const t = useT(componentsMessages);
  const [copied, setCopied] = useState(false);
  return (
    <Alert title={title}>
      <div className="mt-2 grid gap-2">
        <code
          className="block rounded border bg-background px-2 py-1.5 font-mono text-xs break-all"
          aria-label={label}
        >
          {secret}
        </code>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t('secret.done')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
