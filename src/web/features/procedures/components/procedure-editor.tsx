import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  PROCEDURE_STEP_TYPES,
  PRIORITIES,
  type FollowUpAssignee,
  type ProcedureStepType,
  type StepFailureAction,
} from '@shared/domain';
import { procedureInputSchema, type Procedure, type ProcedureInput } from '@shared/schemas/procedures';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { proceduresMessages } from '../messages';
import { stepTypeLabel } from './step-summary';

/** A step as the form holds it: every field of every type, as typed (numbers as text). */
interface DraftStep {
  id?: string;
  type: ProcedureStepType;
  title: string;
  required: boolean;
  unit: string;
  min: string;
  max: string;
  options: string;
  failingOptions: string;
  meterName: string;
  failure: StepFailureAction;
  priority: (typeof PRIORITIES)[number];
  assignee: FollowUpAssignee;
}
interface DraftSection {
  title: string;
  steps: DraftStep[];
}

const blankStep = (): DraftStep => ({
  type: 'checkbox',
  title: '',
  required: false,
  unit: '',
  min: '',
  max: '',
  options: '',
  failingOptions: '',
  meterName: '',
  failure: 'nothing',
  priority: 'medium',
  assignee: 'order_assignee',
});

/** `firstSection` titles the one section a new procedure starts with. */
function toDraft(
  procedure: Procedure | null,
  firstSection: string,
): { name: string; category: string; sections: DraftSection[] } {
  if (!procedure)
    return { name: '', category: '', sections: [{ title: firstSection, steps: [blankStep()] }] };
  return {
    name: procedure.name,
    category: procedure.category,
    sections: procedure.sections.map((section) => ({
      title: section.title,
      steps: section.steps.map((step) => ({
        ...blankStep(),
        id: step.id,
        type: step.type,
        title: step.title,
        required: step.required,
        ...(step.type === 'number'
          ? {
              unit: step.unit,
              min: step.min === null ? '' : String(step.min),
              max: step.max === null ? '' : String(step.max),
            }
          : {}),
        ...(step.type === 'choice'
          ? { options: step.options.join(', '), failingOptions: step.failingOptions.join(', ') }
          : {}),
        ...(step.type === 'meter_reading' ? { meterName: step.meterName } : {}),
        ...('onFailure' in step
          ? {
              failure: step.onFailure.action,
              priority: step.onFailure.priority,
              assignee: step.onFailure.assignee,
            }
          : {}),
      })),
    })),
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
const FAILING_TYPES: readonly ProcedureStepType[] = ['pass_flag_fail', 'number', 'choice'];

/** The form's content as the API takes it, or the first reason it does not hold together. */
function toInput(draft: ReturnType<typeof toDraft>) {
  return procedureInputSchema.safeParse({
    name: draft.name,
    category: draft.category,
    sections: draft.sections.map((section) => ({
      title: section.title,
      steps: section.steps.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        type: s.type,
        title: s.title,
        required: s.required,
        ...(s.type === 'number' ? { unit: s.unit, min: numberOrNull(s.min), max: numberOrNull(s.max) } : {}),
        ...(s.type === 'choice' ? { options: list(s.options), failingOptions: list(s.failingOptions) } : {}),
        ...(s.type === 'meter_reading' ? { meterName: s.meterName } : {}),
        ...(FAILING_TYPES.includes(s.type)
          ? { onFailure: { action: s.failure, priority: s.priority, assignee: s.assignee } }
          : {}),
      })),
    })),
  });
}

function StepFields({
  step,
  onChange,
}: {
  step: DraftStep;
  onChange: (changes: Partial<DraftStep>) => void;
}) {
  const t = useT(proceduresMessages);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <FormField label={t('editor.step')}>
        <Input value={step.title} maxLength={500} onChange={(e) => onChange({ title: e.target.value })} />
      </FormField>
      <FormField label={t('editor.answer')}>
        <EnumSelect
          value={step.type}
          onChange={(type) => onChange({ type })}
          options={PROCEDURE_STEP_TYPES.map((type) => [type, t(stepTypeLabel(type))] as const)}
        />
      </FormField>
      {step.type === 'number' ? (
        <div className="grid grid-cols-3 gap-2 sm:col-span-2">
          <FormField label={t('editor.unit')}>
            <Input value={step.unit} maxLength={20} onChange={(e) => onChange({ unit: e.target.value })} />
          </FormField>
          <FormField label={t('editor.lowest')}>
            <Input inputMode="decimal" value={step.min} onChange={(e) => onChange({ min: e.target.value })} />
          </FormField>
          <FormField label={t('editor.highest')}>
            <Input inputMode="decimal" value={step.max} onChange={(e) => onChange({ max: e.target.value })} />
          </FormField>
        </div>
      ) : null}
      {step.type === 'choice' ? (
        <>
          <FormField label={t('editor.options')} hint={t('editor.optionsHint')}>
            <Input value={step.options} onChange={(e) => onChange({ options: e.target.value })} />
          </FormField>
          <FormField label={t('editor.failingOptions')} hint={t('editor.failingOptionsHint')}>
            <Input
              value={step.failingOptions}
              onChange={(e) => onChange({ failingOptions: e.target.value })}
            />
          </FormField>
        </>
      ) : null}
      {step.type === 'meter_reading' ? (
        <FormField label={t('editor.meterName')} hint={t('editor.meterNameHint')}>
          <Input
            value={step.meterName}
            maxLength={100}
            onChange={(e) => onChange({ meterName: e.target.value })}
          />
        </FormField>
      ) : null}
      {FAILING_TYPES.includes(step.type) ? (
        <>
          <FormField label={t('editor.failure')}>
            <EnumSelect
              value={step.failure}
              onChange={(failure) => onChange({ failure })}
              options={[
                ['nothing', t('editor.failure.nothing')],
                ['flag', t('editor.failure.flag')],
                ['follow_up', t('editor.failure.follow_up')],
              ]}
            />
          </FormField>
          {step.failure === 'follow_up' ? (
            <>
              <FormField label={t('editor.followUpPriority')}>
                <EnumSelect
                  value={step.priority}
                  onChange={(priority) => onChange({ priority })}
                  options={PRIORITIES.map((p) => [p, t(`priority.${p}`)] as const)}
                />
              </FormField>
              <FormField label={t('editor.followUpAssignee')}>
                <EnumSelect
                  value={step.assignee}
                  onChange={(assignee) => onChange({ assignee })}
                  options={[
                    ['order_assignee', t('editor.assignee.order_assignee')],
                    ['unassigned', t('editor.assignee.unassigned')],
                  ]}
                />
              </FormField>
            </>
          ) : null}
        </>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={step.required}
          onChange={(e) => onChange({ required: e.target.checked })}
        />
        {t('editor.required')}
      </label>
    </div>
  );
}

/**
 * Writes a procedure or its next version (issue 25 §1): sections of typed steps with their
 * limits and failure rules. A step keeps its id when edited, so answers follow it across versions.
 */
export function ProcedureEditor({
  procedure,
  isSaving,
  onSave,
  onCancel,
}: {
  procedure: Procedure | null;
  isSaving: boolean;
  onSave: (input: ProcedureInput) => void;
  onCancel: () => void;
}) {
  const t = useT(proceduresMessages);
  const [draft, setDraft] = useState(() => toDraft(procedure, t('editor.defaultSection')));
  const [problem, setProblem] = useState<string | null>(null);

  const setSection = (index: number, change: (section: DraftSection) => DraftSection) =>
    setDraft((d) => ({ ...d, sections: d.sections.map((s, i) => (i === index ? change(s) : s)) }));
  const setStep = (si: number, index: number, changes: Partial<DraftStep>) =>
    setSection(si, (s) => ({
      ...s,
      steps: s.steps.map((step, i) => (i === index ? { ...step, ...changes } : step)),
    }));
  const moveStep = (si: number, index: number, by: -1 | 1) =>
    setSection(si, (s) => {
      const steps = [...s.steps];
      const [moved] = steps.splice(index, 1);
      if (moved) steps.splice(Math.max(0, Math.min(steps.length, index + by)), 0, moved);
      return { ...s, steps };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toInput(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? issue.message : t('editor.checkProcedure'));
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={t('editor.name')}>
          <Input
            value={draft.name}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </FormField>
        <FormField label={t('editor.category')} hint={t('editor.categoryHint')}>
          <Input
            value={draft.category}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
          />
        </FormField>
      </div>
      {draft.sections.map((section, si) => (
        <Card key={si}>
          <CardContent className="grid grid-cols-1 gap-4 pt-4">
            <div className="flex items-end gap-2">
              <FormField label={t('editor.section')} className="flex-1">
                <Input
                  value={section.title}
                  maxLength={200}
                  onChange={(e) => setSection(si, (s) => ({ ...s, title: e.target.value }))}
                />
              </FormField>
              {draft.sections.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('editor.removeSection', { title: section.title })}
                  onClick={() => setDraft((d) => ({ ...d, sections: d.sections.filter((_, i) => i !== si) }))}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </div>
            <ol className="grid grid-cols-1 gap-4">
              {section.steps.map((step, index) => (
                <li key={step.id ?? `new-${si}-${index}`} className="grid gap-2 rounded-md border p-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-xs font-medium text-muted-foreground">
                      {t('editor.stepNumber', { number: index + 1 })}
                    </span>
                    <span className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t('editor.moveUp')}
                        onClick={() => moveStep(si, index, -1)}
                      >
                        <ArrowUp aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t('editor.moveDown')}
                        onClick={() => moveStep(si, index, 1)}
                      >
                        <ArrowDown aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t('editor.removeStep', { number: index + 1 })}
                        onClick={() =>
                          setSection(si, (s) => ({ ...s, steps: s.steps.filter((_, i) => i !== index) }))
                        }
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </span>
                  </div>
                  <StepFields step={step} onChange={(changes) => setStep(si, index, changes)} />
                </li>
              ))}
            </ol>
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              onClick={() => setSection(si, (s) => ({ ...s, steps: [...s.steps, blankStep()] }))}
            >
              <Plus aria-hidden />
              {t('editor.addStep')}
            </Button>
          </CardContent>
        </Card>
      ))}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() =>
          setDraft((d) => ({ ...d, sections: [...d.sections, { title: '', steps: [blankStep()] }] }))
        }
      >
        <Plus aria-hidden />
        {t('editor.addSection')}
      </Button>
      {problem ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner /> : null}
          {procedure
            ? t('editor.publish', { version: String(procedure.currentVersion + 1) })
            : t('editor.create')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
