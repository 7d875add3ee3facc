import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import { REQUEST_DESCRIPTION_MAX, REQUEST_DESCRIPTION_MIN } from '@shared/constants';
import type { Locale } from '@shared/locales';
import { createPublicRequestSchema, type CreatedPublicRequest } from '@shared/schemas/requests';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { TextArea } from '@web/components/ui/textarea';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useLocale, useT, type TextsOf } from '@web/lib/i18n/use-t';
import { createPublicRequest, statusPagePath, TooManyRequests } from '../api/portal-api';
import {
  clearDraft,
  draftKey,
  hasContent,
  loadDraft,
  newDraft,
  saveDraft,
  type RequestDraft,
} from '../lib/request-draft';
import { portalMessages } from '../messages';
import { PhotoPicker } from './photo-picker';

/** How often a waiting request is tried again while the phone says it is online. */
const RETRY_WHILE_WAITING_MS = 30_000;

type FieldName = 'description' | 'location' | 'name' | 'contact' | 'stoppingWork';
type FieldErrors = Partial<Record<FieldName, string>>;

type Phase =
  | { kind: 'editing'; error?: string }
  | { kind: 'sending' }
  /** Submitted without a connection: sent by the 'online' event. */
  | { kind: 'waiting' }
  | { kind: 'sent'; created: CreatedPublicRequest };

/**
 * The schema's input from what was typed: blanks are absent, so the schema's own messages apply.
 * The language the page is read in goes along: the requester's mails are written in it.
 */
function toInput(draft: RequestDraft, assetTag: string | undefined, website: string, locale: Locale) {
  return {
    description: draft.description.trim() || undefined,
    assetTag,
    location: assetTag ? undefined : draft.location,
    stoppingWork: draft.stoppingWork === '' ? undefined : draft.stoppingWork === 'yes',
    name: draft.name,
    contact: draft.contact,
    locale,
    website: website || undefined,
  };
}

function validate(draft: RequestDraft, assetTag: string | undefined, website: string, locale: Locale) {
  const result = createPublicRequestSchema.safeParse(toInput(draft, assetTag, website, locale));
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/** A request that never reached the server: no signal, or the network dropped it on the way. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || !navigator.onLine;
}

function tooManyText(t: TextsOf<typeof portalMessages>, error: TooManyRequests): string {
  if (!error.retryAfterSeconds) return t('form.tooMany');
  return t('form.tooManyWait', { minutes: Math.ceil(error.retryAfterSeconds / 60) });
}

/**
 * The requester's form (issue 23 §2). What is typed is kept on the phone as it is typed; a
 * request submitted without signal waits on the page and is sent when the phone is back online.
 */
export function RequestForm({
  portalKey,
  assetTag,
  onLinkGone,
}: {
  portalKey: string;
  /** The labelled asset; without it the requester says where the problem is. */
  assetTag?: string;
  /** The server no longer knows the portal (rotated or turned off meanwhile). */
  onLinkGone: () => void;
}) {
  const t = useT(portalMessages);
  const locale = useLocale();
  const key = draftKey(portalKey, assetTag);
  const [restored] = useState(() => loadDraft(key));
  const [draft, setDraft] = useState<RequestDraft>(() => restored ?? newDraft());
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>(() =>
    restored?.waitingToSend ? { kind: 'waiting' } : { kind: 'editing' },
  );
  const website = useRef<HTMLInputElement>(null);
  const stoppingId = useId();
  // Photos from an earlier visit cannot come back: the page says so until new ones are chosen.
  const photosLost = (restored?.photoCount ?? 0) > 0 && photos.length === 0;

  const update = (changes: Partial<RequestDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (hasContent(next)) saveDraft(key, { ...next, photoCount: photos.length, waitingToSend: false });
    else clearDraft(key);
    if (submitted) setErrors(validate(next, assetTag, website.current?.value ?? '', locale).errors);
  };

  const changePhotos = (next: File[]) => {
    setPhotos(next);
    if (hasContent(draft)) saveDraft(key, { ...draft, photoCount: next.length, waitingToSend: false });
  };

  const send = useCallback(
    async (current: RequestDraft, files: readonly File[]) => {
      const { data } = validate(current, assetTag, website.current?.value ?? '', locale);
      if (!data) {
        setPhase({ kind: 'editing' });
        return;
      }
      setPhase({ kind: 'sending' });
      try {
        const created = await createPublicRequest(portalKey, data, files, current.idempotencyKey);
        clearDraft(key);
        setPhase({ kind: 'sent', created });
      } catch (error) {
        if (isNetworkFailure(error)) {
          saveDraft(key, { ...current, photoCount: files.length, waitingToSend: true });
          setPhase({ kind: 'waiting' });
        } else if (error instanceof ApiError && error.status === 404) {
          onLinkGone();
        } else if (error instanceof TooManyRequests) {
          setPhase({ kind: 'editing', error: tooManyText(t, error) });
        } else {
          setPhase({
            kind: 'editing',
            error: errorMessage(error, t('form.failed')),
          });
        }
      }
    },
    [assetTag, key, locale, onLinkGone, portalKey, t],
  );

  // Waiting for signal: 'online' sends it. Phones can claim to be online while nothing gets
  // through, so it is tried again now and then as well; a draft found waiting after a reload
  // goes at once when there is signal.
  const waiting = phase.kind === 'waiting';
  const latest = useRef({ draft, photos });
  useEffect(() => {
    latest.current = { draft, photos };
  }, [draft, photos]);
  const resumeOnLoad = useRef(restored?.waitingToSend === true);
  useEffect(() => {
    if (!waiting) return;
    const sendNow = () => void send(latest.current.draft, latest.current.photos);
    if (resumeOnLoad.current && navigator.onLine) {
      resumeOnLoad.current = false;
      sendNow();
      return;
    }
    const retry = () => {
      if (navigator.onLine) sendNow();
    };
    window.addEventListener('online', sendNow);
    const timer = window.setInterval(retry, RETRY_WHILE_WAITING_MS);
    return () => {
      window.removeEventListener('online', sendNow);
      window.clearInterval(timer);
    };
  }, [waiting, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = validate(draft, assetTag, website.current?.value ?? '', locale);
    setErrors(found);
    if (!data) return;
    if (!navigator.onLine) {
      saveDraft(key, { ...draft, photoCount: photos.length, waitingToSend: true });
      setPhase({ kind: 'waiting' });
      return;
    }
    void send(draft, photos);
  };

  if (phase.kind === 'sent') {
    const { trackingCode } = phase.created;
    return (
      <section className="grid gap-4 rounded-xl border bg-card p-5" aria-labelledby="request-sent">
        <div className="flex items-center gap-3">
          <CircleCheck className="size-7 shrink-0 text-success" aria-hidden />
          <h2 id="request-sent" className="text-lg font-semibold">
            {t('sent.title')}
          </h2>
        </div>
        <p className="text-sm">{t('sent.code')}</p>
        <p className="rounded-md bg-muted px-3 py-2 font-mono text-base font-semibold break-all">
          {trackingCode}
        </p>
        <Button asChild>
          <Link href={statusPagePath(portalKey, trackingCode)}>{t('sent.status')}</Link>
        </Button>
        <p className="text-xs text-muted-foreground">{t('sent.keep')}</p>
      </section>
    );
  }

  const busy = phase.kind === 'sending' || waiting;
  const length = draft.description.trim().length;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t('title.report')}>
      <FormField
        label={t('form.description')}
        error={errors.description}
        hint={t('form.descriptionHint', {
          min: REQUEST_DESCRIPTION_MIN,
          max: REQUEST_DESCRIPTION_MAX,
          length,
        })}
      >
        <TextArea
          rows={5}
          maxLength={REQUEST_DESCRIPTION_MAX}
          value={draft.description}
          disabled={busy}
          onChange={(event) => update({ description: event.target.value })}
        />
      </FormField>
      {assetTag ? null : (
        <FormField label={t('form.location')} error={errors.location} hint={t('form.locationHint')}>
          <Input
            maxLength={200}
            value={draft.location}
            disabled={busy}
            onChange={(event) => update({ location: event.target.value })}
          />
        </FormField>
      )}
      <fieldset className="grid gap-2" aria-describedby={errors.stoppingWork ? stoppingId : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('form.stopping')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['yes', 'no'] as const).map((answer) => (
            <label
              key={answer}
              className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border bg-card text-sm font-medium has-checked:border-primary has-checked:bg-primary/10"
            >
              <input
                type="radio"
                name="stoppingWork"
                value={answer}
                checked={draft.stoppingWork === answer}
                disabled={busy}
                aria-invalid={errors.stoppingWork ? true : undefined}
                onChange={() => update({ stoppingWork: answer })}
              />
              {answer === 'yes' ? t('form.yes') : t('form.no')}
            </label>
          ))}
        </div>
        {errors.stoppingWork ? (
          <p id={stoppingId} className="text-sm font-medium text-destructive">
            {errors.stoppingWork}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('form.photos')}</p>
        {photosLost ? <p className="text-sm text-muted-foreground">{t('form.photosLost')}</p> : null}
        <PhotoPicker value={photos} onChange={changePhotos} disabled={busy} />
      </div>
      <FormField label={t('form.name')} error={errors.name}>
        <Input
          autoComplete="name"
          maxLength={200}
          value={draft.name}
          disabled={busy}
          onChange={(event) => update({ name: event.target.value })}
        />
      </FormField>
      <FormField label={t('form.contact')} error={errors.contact} hint={t('form.contactHint')}>
        <Input
          maxLength={254}
          value={draft.contact}
          disabled={busy}
          onChange={(event) => update({ contact: event.target.value })}
        />
      </FormField>
      {/* The honeypot: invisible to people and left out of the tab order; bots that fill every field fill it. */}
      <div className="sr-only" aria-hidden>
        <label>
          {t('form.website')}
          <input ref={website} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {waiting ? (
        <Alert title={t('form.waitingTitle')}>
          <span className="flex gap-2">
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('form.waitingText')}
          </span>
        </Alert>
      ) : null}
      {phase.kind === 'editing' && phase.error ? <Alert variant="destructive">{phase.error}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Spinner /> : null}
        {waiting ? t('form.waiting') : phase.kind === 'sending' ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
