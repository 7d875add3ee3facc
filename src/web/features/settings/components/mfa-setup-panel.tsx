import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy } from 'lucide-react';
import { mfaEnableSchema, type MfaEnable, type MfaSetupResponse } from '@shared/schemas/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useAppForm } from '@web/lib/forms';
import { useEnableMfa } from '../api/enable-mfa';
import { settingsMessages } from '../messages';

/** Groups of four read back more easily when typed into an authenticator by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function CopySecretButton({ secret }: { secret: string }) {
  const t = useT(settingsMessages);
  const [isCopied, setIsCopied] = useState(false);
  // The clipboard API needs a secure context; on plain-HTTP LAN installs the key is selectable instead.
  if (typeof navigator.clipboard?.writeText !== 'function') return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={isCopied ? t('mfa.keyCopied') : t('mfa.copyKey')}
      onClick={() =>
        void navigator.clipboard.writeText(secret).then(() => {
          setIsCopied(true);
          setTimeout(() => setIsCopied(false), 2_000);
        })
      }
    >
      {isCopied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
    </Button>
  );
}

export function MfaSetupPanel({ setup, onDone }: { setup: MfaSetupResponse['setup']; onDone: () => void }) {
  const t = useT(settingsMessages);
  const enableMfa = useEnableMfa();
  const [error, setError] = useState<string | null>(null);
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<MfaEnable>({ resolver: zodResolver(mfaEnableSchema), defaultValues: { token: '' } });

  const onSubmit = (values: MfaEnable) => {
    setError(null);
    return enableMfa.mutateAsync(values).then(
      () => {
        toast({
          title: t('mfa.enabled'),
          description: t('mfa.enabledDescription'),
        });
        onDone();
      },
      (failure: unknown) => {
        const message = errorMessage(failure, t('mfa.enableFailed'));
        setError(message);
        toast({ variant: 'destructive', title: message });
      },
    );
  };

  return (
    <div className="grid gap-6 rounded-lg border p-4 sm:p-5">
      <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
        <img
          src={setup.qrCode}
          alt={t('mfa.qrAlt')}
          width={176}
          height={176}
          className="mx-auto size-44 rounded-md border bg-white p-2"
        />
        <div className="grid min-w-0 gap-3 text-sm">
          <p className="font-medium">{t('mfa.step1')}</p>
          <p className="text-muted-foreground">{t('mfa.apps')}</p>
          <p className="font-medium">{t('mfa.cantScan')}</p>
          <div className="flex items-center gap-1 rounded-md bg-muted px-3 py-1">
            <code className="min-w-0 flex-1 font-mono text-sm break-all select-all">
              {groupSecret(setup.secret)}
            </code>
            <CopySecretButton secret={setup.secret} />
          </div>
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <p className="text-sm font-medium">{t('mfa.step2')}</p>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <FormField label={t('mfa.code')} error={errors.token?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            className="max-w-48 font-mono tracking-[0.3em]"
            {...register('token')}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={enableMfa.isPending}>
            {enableMfa.isPending ? <Spinner /> : null}
            {t('mfa.enable')}
          </Button>
        </div>
      </form>
    </div>
  );
}
