import { ArrowDown, ArrowUp, ListChecks, Plus, X } from 'lucide-react';
import { useFieldArray, useFormState, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { keepFocusOnPress, rowError } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import type { TemplateControl, TemplateFormValues } from './template-form-values';

/** The steps copied into every generated work order's checklist: add, remove and reorder. */
export function ChecklistEditor({
  control,
  register,
  errors,
}: {
  control: TemplateControl;
  register: UseFormRegister<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>;
}) {
  const t = useT(preventiveMessages);
  const { fields, append, remove, move } = useFieldArray({ control, name: 'checklist' });
  const formState = useFormState({ control });
  const listError = errors.checklist?.root?.message ?? errors.checklist?.message;
  return (
    <fieldset className="grid grid-cols-1 gap-2">
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        <ListChecks className="size-4 text-muted-foreground" aria-hidden />
        {t('checklist.legend')}
        <span className="font-normal text-muted-foreground">({fields.length})</span>
      </legend>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-3 text-sm text-muted-foreground">
          {t('checklist.empty')}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-2">
          {fields.map((field, index) => {
            const error = rowError(
              control.getFieldState(`checklist.${index}.text`, formState),
              formState.isSubmitted,
            );
            const errorId = `checklist-step-${field.id}-error`;
            return (
              <li key={field.id} className="grid grid-cols-1 gap-1">
                {/* On phones the step gets the whole row and its buttons wrap under it, right-aligned. */}
                <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap">
                  <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
                    {index + 1}.
                  </span>
                  <Input
                    aria-label={t('checklist.step', { number: index + 1 })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    placeholder={t('checklist.placeholder')}
                    className="flex-1 basis-[calc(100%-2.25rem)] sm:basis-0"
                    {...register(`checklist.${index}.text`)}
                  />
                  <div className="ml-auto flex gap-1.5 sm:ml-0">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('checklist.moveUp', { number: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('checklist.moveDown', { number: index + 1 })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('checklist.remove', { number: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      <X aria-hidden />
                    </Button>
                  </div>
                </div>
                {error ? (
                  <p id={errorId} className="pl-7.5 text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        {...keepFocusOnPress}
        onClick={() => append({ text: '' })}
      >
        <Plus aria-hidden />
        {t('checklist.add')}
      </Button>
    </fieldset>
  );
}
