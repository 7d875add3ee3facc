import { PASS_FLAG_FAIL } from '@shared/procedure-rules';
import type { ProcedureStep, StepAnswer } from '@shared/schemas/procedures';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import type { BlobUrlState } from '@web/components/attachments/use-blob-url';
import { useProcedureLabels } from '@web/components/procedures/use-procedure-labels';
import { UserText } from '@web/components/user-text';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { TickBox, WriteLine } from './sheet-parts';
import { STEP_MARKS } from './sheet-ticked-step';

/** How wide a photo prints: a thumbnail to recognise, not to study (the file is on the order). */
const PHOTO_CLASS = 'w-[25mm] h-auto border border-neutral-400';
const SIGNATURE_CLASS = 'h-[15mm] w-auto max-w-[60mm]';

/** Options to tick on paper: pass / flag / fail, or a list's. */
function OptionBoxes({ options }: { options: readonly string[] }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      {options.map((option) => (
        <span key={option} className="inline-flex items-center gap-1.5">
          <TickBox mark="" />
          {option}
        </span>
      ))}
    </p>
  );
}

/** What an open order's unanswered step leaves to fill in by hand. */
function Blank({ step }: { step: ProcedureStep }) {
  const t = useT(reportsMessages);
  const labels = useProcedureLabels();
  switch (step.type) {
    case 'number':
      return (
        <p className="flex items-end gap-1.5">
          <span aria-hidden className="inline-block h-6 w-28 border-b border-neutral-700" />
          {step.unit}
        </p>
      );
    case 'pass_flag_fail':
      return <OptionBoxes options={PASS_FLAG_FAIL.map((value) => labels.passFlagFail(value))} />;
    case 'choice':
      return <OptionBoxes options={step.options} />;
    case 'text':
      return (
        <div aria-hidden className="grid">
          <div className="h-7 border-b border-neutral-300" />
          <div className="h-7 border-b border-neutral-300" />
        </div>
      );
    case 'photo':
      return (
        <p className="flex h-[19mm] w-[25mm] items-center justify-center border border-dashed border-neutral-500 text-[0.85em] text-neutral-600">
          {t('typed.photo')}
        </p>
      );
    case 'signature':
      return (
        <div className="max-w-[80mm]">
          <WriteLine label={t('typed.nameAndSignature')} />
        </div>
      );
    default:
      return null;
  }
}

/** A photo or signature as it prints; its fetch is awaited by the page before Print. */
function Picture({
  kind,
  picture,
  label,
}: {
  kind: 'photo' | 'signature';
  picture: BlobUrlState | undefined;
  label: string;
}) {
  const t = useT(reportsMessages);
  if (picture?.status === 'ready')
    return <img src={picture.url} alt={label} className={kind === 'photo' ? PHOTO_CLASS : SIGNATURE_CLASS} />;
  return (
    <p className="text-neutral-600 italic">
      {picture?.status === 'loading' ? t(`typed.${kind}Loading`) : t(`typed.${kind}Failed`)}
    </p>
  );
}

/** The answer given: its value in words, in bold when it failed or flagged, or its picture. */
function Answer({
  step,
  answer,
  picture,
}: {
  step: ProcedureStep;
  answer: StepAnswer;
  picture: BlobUrlState | undefined;
}) {
  const t = useT(reportsMessages);
  const labels = useProcedureLabels();
  if (step.type === 'photo' || step.type === 'signature')
    return (
      <Picture
        kind={step.type}
        picture={picture}
        label={
          step.type === 'photo'
            ? t('typed.photoOf', { title: step.title })
            : answer.answeredByName
              ? t('typed.signatureOf', { name: answer.answeredByName })
              : t('typed.signatureOfSigner')
        }
      />
    );
  const text = labels.answerValueText(step, answer.value);
  // What failed, as the detail says it: "72 N — outside 40–60 N", "Fail", "Leaking".
  if (answer.outcome === 'fail') return <p className="font-bold">{labels.finding(step, answer)}</p>;
  if (answer.outcome === 'flag')
    return (
      <p>
        <span className="font-bold">{text}</span> · {labels.flagged}
      </p>
    );
  return text ? (
    <p>
      <UserText multiline={step.type === 'text'}>{text}</UserText>
    </p>
  ) : null;
}

/**
 * A typed step of the order's procedure on paper (issue 25 §6): its title and limits, then the
 * answer with who gave it and when, the note and the follow-up it raised; on an open order a
 * step not answered yet leaves its blank to fill in.
 */
export function SheetTypedStep({
  item,
  number,
  isOpen,
  picture,
}: {
  item: ChecklistItem;
  number: number;
  isOpen: boolean;
  /** The picture of a photo or signature answer. */
  picture: BlobUrlState | undefined;
}) {
  const t = useT(reportsMessages);
  const labels = useProcedureLabels();
  const { step, answer } = item;
  const limits = step.type === 'number' ? labels.limits(step) : null;
  const rules = [
    limits ? t('typed.limits', { limits }) : null,
    step.required ? t('typed.required') : null,
  ].filter(Boolean);
  const who =
    answer?.answeredByName && answer.answeredAt
      ? step.type === 'signature'
        ? t('typed.signedBy', { name: answer.answeredByName, date: formatDateTime(answer.answeredAt) })
        : `${answer.answeredByName} · ${formatDateTime(answer.answeredAt)}`
      : null;
  const meta = [
    who,
    item.note,
    answer?.followUpFoNumber ? t('typed.followUp', { number: answer.followUpFoNumber }) : null,
  ].filter(Boolean);
  return (
    <li className="flex gap-2.5 py-1">
      <TickBox mark={STEP_MARKS[item.status]} />
      <div className="grid min-w-0 flex-1 gap-1">
        <p>
          <span className="text-neutral-600 tabular-nums">{number}. </span>
          <UserText>{step.title}</UserText>
          {rules.length > 0 ? <span className="text-neutral-600"> · {rules.join(' · ')}</span> : null}
        </p>
        {answer ? (
          <Answer step={step} answer={answer} picture={picture} />
        ) : isOpen ? (
          <Blank step={step} />
        ) : (
          <p className="text-neutral-600 italic">{t('typed.notAnswered')}</p>
        )}
        {meta.length > 0 ? (
          <p className="text-[0.85em] text-neutral-600">
            <UserText>{meta.join(' · ')}</UserText>
          </p>
        ) : null}
      </div>
    </li>
  );
}
