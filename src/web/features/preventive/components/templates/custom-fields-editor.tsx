import { Plus, SlidersHorizontal, X } from 'lucide-react';
import { useFieldArray, useFormState, type UseFormRegister } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { keepFocusOnPress, rowError } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import type { TemplateControl, TemplateFormValues } from './template-form-values';

/** Free key/value details a planner keeps with the template (oil grade, torque, filter part…). */
export function CustomFieldsEditor({
  control,
  register,
}: {
  control: TemplateControl;
  register: UseFormRegister<TemplateFormValues>;
}) {
  const t = useT(preventiveMessages);
  const { fields, append, remove } = useFieldArray({ control, name: 'customFields' });
  const formState = useFormState({ control });
  return (
    <fieldset className="grid grid-cols-1 gap-2">
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        <SlidersHorizontal className="size-4 text-muted-foreground" aria-hidden />
        {t('customFields.legend')}
      </legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('customFields.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {fields.map((field, index) => {
            // A name is missing while a value was typed: the row counts as left once either was.
            const error = rowError(
              {
                isTouched: control.getFieldState(`customFields.${index}`, formState).isTouched,
                error: control.getFieldState(`customFields.${index}.key`, formState).error,
              },
              formState.isSubmitted,
            );
            const errorId = `custom-field-${field.id}-error`;
            return (
              <li key={field.id} className="grid grid-cols-1 gap-1">
                {/* Phones: name and remove on one row, the value under the name. */}
                <div className="grid grid-cols-[1fr_auto] gap-1.5 sm:flex sm:items-center">
                  <Input
                    aria-label={t('customFields.name', { number: index + 1 })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    placeholder={t('customFields.namePlaceholder')}
                    className="col-start-1 row-start-1 sm:flex-1"
                    {...register(`customFields.${index}.key`)}
                  />
                  <Input
                    aria-label={t('customFields.value', { number: index + 1 })}
                    placeholder={t('customFields.valuePlaceholder')}
                    className="col-start-1 row-start-2 sm:flex-1"
                    {...register(`customFields.${index}.value`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('customFields.remove', { number: index + 1 })}
                    className="col-start-2 row-start-1"
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                {error ? (
                  <p id={errorId} className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        {...keepFocusOnPress}
        onClick={() => append({ key: '', value: '' })}
      >
        <Plus aria-hidden />
        {t('customFields.add')}
      </Button>
    </fieldset>
  );
}
