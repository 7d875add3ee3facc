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
import { STEP_TYPE_LABELS } from './step-summary';

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

function toDraft(procedure: Procedure | null): { name: string; category: string; sections: DraftSection[] } {
  if (!procedure) return { name: '', category: '', sections: [{ title: 'Steps', steps: [blankStep()] }] };
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
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <FormField label="Step">
        <Input value={step.title} maxLength={500} onChange={(e) => onChange({ title: e.target.value })} />
      </FormField>
      <FormField label="Answer">
        <EnumSelect
          value={step.type}
          onChange={(type) => onChange({ type })}
          options={PROCEDURE_STEP_TYPES.map((t) => [t, STEP_TYPE_LABELS[t]] as const)}
        />
      </FormField>
      {step.type === 'number' ? (
        <div className="grid grid-cols-3 gap-2 sm:col-span-2">
          <FormField label="Unit">
            <Input value={step.unit} maxLength={20} onChange={(e) => onChange({ unit: e.target.value })} />
          </FormField>
          <FormField label="Lowest">
            <Input inputMode="decimal" value={step.min} onChange={(e) => onChange({ min: e.target.value })} />
          </FormField>
          <FormField label="Highest">
            <Input inputMode="decimal" value={step.max} onChange={(e) => onChange({ max: e.target.value })} />
          </FormField>
        </div>
      ) : null}
      {step.type === 'choice' ? (
        <>
          <FormField label="Options" hint="Separated by commas">
            <Input value={step.options} onChange={(e) => onChange({ options: e.target.value })} />
          </FormField>
          <FormField label="Failing options" hint="Those of the options that fail the step">
            <Input
              value={step.failingOptions}
              onChange={(e) => onChange({ failingOptions: e.target.value })}
            />
          </FormField>
        </>
      ) : null}
      {step.type === 'meter_reading' ? (
        <FormField label="Meter name" hint="The meter of this name on the order's equipment">
          <Input
            value={step.meterName}
            maxLength={100}
            onChange={(e) => onChange({ meterName: e.target.value })}
          />
        </FormField>
      ) : null}
      {FAILING_TYPES.includes(step.type) ? (
        <>
          <FormField label="A fail or out-of-limit answer">
            <EnumSelect
              value={step.failure}
              onChange={(failure) => onChange({ failure })}
              options={[
                ['nothing', 'Does nothing more'],
                ['flag', 'Flags the order'],
                ['follow_up', 'Raises a follow-up work order'],
              ]}
            />
          </FormField>
          {step.failure === 'follow_up' ? (
            <>
              <FormField label="Follow-up priority">
                <EnumSelect
                  value={step.priority}
                  onChange={(priority) => onChange({ priority })}
                  options={PRIORITIES.map((p) => [p, p[0]!.toUpperCase() + p.slice(1)] as const)}
                />
              </FormField>
              <FormField label="Follow-up goes to">
                <EnumSelect
                  value={step.assignee}
                  onChange={(assignee) => onChange({ assignee })}
                  options={[
                    ['order_assignee', 'Whoever the order is assigned to'],
                    ['unassigned', 'Nobody yet: a planner assigns it'],
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
        Required: the order cannot be completed without it
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
  const [draft, setDraft] = useState(() => toDraft(procedure));
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
      setProblem(issue ? issue.message : 'Check the procedure');
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label="Name">
          <Input
            value={draft.name}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </FormField>
        <FormField label="Category" hint="Inspection, Lubrication, Safety…">
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
              <FormField label="Section" className="flex-1">
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
                  aria-label={`Remove section ${section.title}`}
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
                    <span className="text-xs font-medium text-muted-foreground">Step {index + 1}</span>
                    <span className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label="Move step up"
                        onClick={() => moveStep(si, index, -1)}
                      >
                        <ArrowUp aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label="Move step down"
                        onClick={() => moveStep(si, index, 1)}
                      >
                        <ArrowDown aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove step ${index + 1}`}
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
              Add step
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
        Add section
      </Button>
      {problem ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner /> : null}
          {procedure ? `Publish version ${procedure.currentVersion + 1}` : 'Create procedure'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
