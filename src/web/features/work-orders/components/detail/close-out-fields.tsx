import type { ReactNode } from 'react';
import { CLOSE_OUT_KINDS, type CloseOutKind } from '@shared/domain';
import { CLOSE_OUT_FIELDS, type CloseOutField } from '@shared/close-out-rules';
import type { CloseOutCode } from '@shared/schemas/close-out';
import { COMPLETION_NOTE_MAX } from '@shared/schemas/work-orders';
import { codesOfKind, useCloseOutCodes } from '@web/components/close-out/list-close-out-codes';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { TextArea } from '@web/components/ui/textarea';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** What the person chose so far: a code per kind ('' for none) and the note. */
export type CloseOutValues = Record<CloseOutField, string> & { completionNote: string };

export const NO_CLOSE_OUT: CloseOutValues = {
  problemCode: '',
  causeCode: '',
  remedyCode: '',
  completionNote: '',
};

const KIND_LABELS = {
  problem: 'closeOut.problem',
  cause: 'closeOut.cause',
  remedy: 'closeOut.remedy',
} as const satisfies Readonly<Record<CloseOutKind, string>>;

function FieldLabel({ text, isRequired }: { text: string; isRequired: boolean }): ReactNode {
  return (
    <>
      {text}
      {isRequired ? (
        <span className="ml-0.5 text-destructive" aria-hidden>
          *
        </span>
      ) : null}
    </>
  );
}

function CodeSelect({
  kind,
  codes,
  value,
  onChange,
  isRequired,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  isRequired: boolean;
  kind: CloseOutKind;
  codes: readonly CloseOutCode[] | undefined;
  value: string;
  onChange: (code: string) => void;
}) {
  const t = useT(workOrdersMessages);
  // Retired codes are not offered: a completion takes an active one (the server refuses the rest).
  const options = codesOfKind(codes ?? [], kind).filter((code) => code.active);
  return (
    <Select value={value} onValueChange={onChange} disabled={!codes}>
      <SelectTrigger {...field} aria-required={isRequired}>
        <SelectValue placeholder={codes ? t(`closeOut.question.${kind}`) : t('closeOut.loadingCodes')} />
      </SelectTrigger>
      <SelectContent>
        {options.map((code) => (
          <SelectItem key={code.id} value={code.code}>
            {code.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The close-out of a corrective or emergency order (issue 25 §8): a problem, a cause and a
 * remedy from the organization's lists, and a note. Loaded with the complete dialog, never with
 * the order's screen; the lists come from the device's copy when offline.
 */
export function CloseOutFields({
  values,
  onChange,
  isRequired,
}: {
  values: CloseOutValues;
  onChange: (values: CloseOutValues) => void;
  isRequired: boolean;
}) {
  const t = useT(workOrdersMessages);
  const codes = useCloseOutCodes();
  return (
    <fieldset className="mt-4 grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{t('closeOut.title')}</legend>
      {codes.isError ? <p className="text-sm text-destructive">{t('closeOut.loadFailed')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {CLOSE_OUT_KINDS.map((kind) => {
          const field = CLOSE_OUT_FIELDS[kind];
          return (
            <FormField key={kind} label={<FieldLabel text={t(KIND_LABELS[kind])} isRequired={isRequired} />}>
              <CodeSelect
                kind={kind}
                isRequired={isRequired}
                codes={codes.data}
                value={values[field]}
                onChange={(code) => onChange({ ...values, [field]: code })}
              />
            </FormField>
          );
        })}
      </div>
      <FormField label={t('closeOut.note')} hint={t('closeOut.noteHint')}>
        <TextArea
          value={values.completionNote}
          maxLength={COMPLETION_NOTE_MAX}
          onChange={(event) => onChange({ ...values, completionNote: event.target.value })}
        />
      </FormField>
    </fieldset>
  );
}
