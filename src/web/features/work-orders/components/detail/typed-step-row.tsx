import { useState, type FormEvent, type ReactNode } from 'react';
import { Camera, ExternalLink, PenLine } from 'lucide-react';
import { Link } from 'wouter';
import { PASS_FLAG_FAIL } from '@shared/procedure-rules';
import type { StepAnswerInput } from '@shared/schemas/procedures';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useProcedureLabels } from '@web/components/procedures/use-procedure-labels';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { TextArea } from '@web/components/ui/textarea';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { StepEvidence } from './step-evidence';

const SignatureDialog = lazyDialog(() => import('./signature-dialog').then((m) => m.SignatureDialog));

const CHOSEN: Record<string, string> = {
  pass: 'border-success bg-success/15 text-foreground',
  flag: 'border-warning bg-warning/20 text-foreground',
  fail: 'border-destructive bg-destructive/15 text-destructive',
};

/** "52,5" as typed on a phone's number pad in many languages, as a number; null when it is not one. */
function parseNumber(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

function OptionButtons({
  options,
  chosen,
  disabled,
  onChoose,
  tone,
}: {
  options: readonly { value: string; label: string }[];
  chosen: unknown;
  disabled: boolean;
  onChoose: (value: string) => void;
  tone: (value: string) => string;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={chosen === option.value}
          disabled={disabled}
          onClick={() => onChoose(option.value)}
          className={cn(
            'min-h-11 min-w-20 rounded-md border px-4 text-sm font-medium disabled:opacity-60',
            chosen === option.value ? tone(option.value) : 'bg-card hover:bg-accent',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A typed value field that answers on Enter or its button: a number (number pad) or text. */
function ValueField({
  label,
  kind,
  initial,
  suffix,
  disabled,
  onSave,
}: {
  label: string;
  kind: 'number' | 'text';
  initial: string;
  suffix?: string;
  disabled: boolean;
  onSave: (text: string) => boolean;
}) {
  const t = useT(workOrdersMessages);
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(onSave(text) ? null : kind === 'number' ? t('step.enterNumber') : t('step.writeAnswer'));
  };
  return (
    <form onSubmit={submit} className="grid gap-1">
      <div className="flex items-center gap-2">
        {kind === 'number' ? (
          <div className="w-36 shrink-0">
            <Input
              aria-label={label}
              inputMode="decimal"
              value={text}
              disabled={disabled}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        ) : (
          <TextArea
            aria-label={label}
            rows={2}
            value={text}
            disabled={disabled}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        {suffix ? <span className="text-sm text-muted-foreground">{suffix}</span> : null}
        <Button type="submit" variant="outline" size="sm" disabled={disabled || text.trim() === ''}>
          {t('step.save')}
        </Button>
      </div>
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </form>
  );
}

/**
 * One typed step of an order's procedure (issue 25 §3), phone first: big targets, the number pad
 * for numbers, the camera for photos, a pad for signatures. A failing answer is red at once with
 * what failed ("52 N — outside 40–60 N"), and names the follow-up it raised.
 */
export function TypedStepRow({
  item,
  canEdit,
  signer,
  localEvidence,
  onAnswer,
  onEvidence,
}: {
  item: ChecklistItem;
  canEdit: boolean;
  /** Who signs a signature step on this device. */
  signer: string;
  /** Pictures taken here that are still in the queue, by attachment id. */
  localEvidence: ReadonlyMap<string, string>;
  onAnswer: (input: StepAnswerInput) => void;
  /** Uploads a photo or signature (or queues it) and answers the step with it. */
  onEvidence: (file: File) => Promise<void>;
}) {
  const t = useT(workOrdersMessages);
  const labels = useProcedureLabels();
  const { step, answer } = item;
  const [signing, setSigning] = useState(false);
  const value = answer?.value;
  const failed = answer?.outcome === 'fail';
  const disabled = !canEdit;

  let control: ReactNode = null;
  switch (step.type) {
    case 'pass_flag_fail':
      control = (
        <OptionButtons
          options={PASS_FLAG_FAIL.map((v) => ({ value: v, label: labels.passFlagFail(v) }))}
          chosen={value}
          disabled={disabled}
          onChoose={(v) => onAnswer({ value: v })}
          tone={(v) => CHOSEN[v] ?? ''}
        />
      );
      break;
    case 'choice':
      control = (
        <OptionButtons
          options={step.options.map((o) => ({ value: o, label: o }))}
          chosen={value}
          disabled={disabled}
          onChoose={(v) => onAnswer({ value: v })}
          tone={(v) => (step.failingOptions.includes(v) ? CHOSEN.fail! : CHOSEN.pass!)}
        />
      );
      break;
    case 'number':
      control = canEdit ? (
        <ValueField
          key={String(value)}
          label={step.title}
          kind="number"
          initial={typeof value === 'number' ? String(value) : ''}
          suffix={step.unit}
          disabled={disabled}
          onSave={(text) => {
            const parsed = parseNumber(text);
            if (parsed === null) return false;
            onAnswer({ value: parsed });
            return true;
          }}
        />
      ) : null;
      break;
    case 'text':
      control = canEdit ? (
        <ValueField
          key={String(value)}
          label={step.title}
          kind="text"
          initial={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onSave={(text) => {
            if (text.trim() === '') return false;
            onAnswer({ value: text.trim() });
            return true;
          }}
        />
      ) : null;
      break;
    case 'photo':
      control = canEdit ? (
        <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-md border bg-card px-4 text-sm font-medium hover:bg-accent">
          <Camera className="size-4" aria-hidden />
          {answer ? t('step.retakePhoto') : t('step.takePhoto')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void onEvidence(file);
            }}
          />
        </label>
      ) : null;
      break;
    case 'signature':
      control = canEdit ? (
        <Button type="button" variant="outline" className="w-fit" onClick={() => setSigning(true)}>
          <PenLine aria-hidden />
          {answer ? t('step.signAgain') : t('step.sign')}
        </Button>
      ) : null;
      break;
    default:
      control = null;
  }

  const limits = step.type === 'number' ? labels.limits(step) : null;
  return (
    <li className="grid gap-2 px-2 py-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-medium">
          <UserText>{step.title}</UserText>
        </span>
        {step.required ? (
          <span className="text-xs font-medium text-muted-foreground">{t('step.required')}</span>
        ) : null}
        {limits ? (
          <span className="text-xs text-muted-foreground">{t('step.limits', { limits })}</span>
        ) : null}
      </div>
      {control}
      {answer && step.type === 'number' && typeof value === 'number' && !failed ? (
        <p className="text-sm tabular-nums">{labels.answerValueText(step, value)}</p>
      ) : null}
      {answer && !canEdit && step.type === 'text' && typeof value === 'string' ? (
        <UserText multiline className="text-sm">
          {value}
        </UserText>
      ) : null}
      {answer?.attachmentId && (step.type === 'photo' || step.type === 'signature') ? (
        <StepEvidence
          attachmentId={answer.attachmentId}
          localUrl={localEvidence.get(answer.attachmentId)}
          kind={step.type}
        />
      ) : null}
      {failed && answer?.finding ? (
        <p
          className="rounded-md bg-destructive/10 px-2 py-1 text-sm font-medium text-destructive"
          role="status"
        >
          {step.type === 'number'
            ? labels.finding(step, answer)
            : t('step.failedFinding', { finding: labels.finding(step, answer) })}
        </p>
      ) : null}
      {answer?.outcome === 'flag' ? (
        <p className="rounded-md bg-warning/20 px-2 py-1 text-sm font-medium" role="status">
          {labels.flagged}
        </p>
      ) : null}
      {item.note ? (
        <UserText multiline className="text-sm text-foreground/80">
          {item.note}
        </UserText>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {answer?.answeredByName && answer.answeredAt ? (
          <span>
            {step.type === 'signature' ? `${t('step.signedBy')} ` : ''}
            <UserText>{answer.answeredByName}</UserText> · {formatDateTime(answer.answeredAt)}
          </span>
        ) : null}
        {answer?.followUpWorkOrderId ? (
          <Link
            href={`/work-orders/${answer.followUpWorkOrderId}`}
            className="inline-flex items-center gap-1 font-medium text-primary"
          >
            {t('step.followUpNumber', { foNumber: answer.followUpFoNumber ?? '' })}
            <ExternalLink className="size-3.5" aria-hidden />
          </Link>
        ) : null}
      </div>
      {step.type === 'signature' ? (
        <SignatureDialog
          open={signing}
          title={step.title}
          signer={signer}
          onOpenChange={setSigning}
          onSigned={onEvidence}
        />
      ) : null}
    </li>
  );
}
