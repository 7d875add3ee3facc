import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { useProcedures } from '@web/components/procedures/procedures-api';
import { useT } from '@web/lib/i18n/use-t';
import { proceduresMessages } from './messages';

const NONE = 'none';

/**
 * The procedure of a new order or of a PM template (issue 25 §2): its current version is issued
 * with the order. The library is read from the server; without a connection an order is raised
 * without one, and a supervisor can give it one later, before the work starts.
 */
export function ProcedureField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (id: string) => void;
  hint: string;
}) {
  const t = useT(proceduresMessages);
  const procedures = useProcedures();
  const options = [
    [NONE, procedures.isError ? t('field.noneOffline') : t('field.none')] as const,
    ...(procedures.data ?? []).map((p) => [p.id, `${p.name} (${p.category})`] as const),
  ];
  return (
    <FormField label={t('field.label')} className="sm:col-span-2" hint={hint}>
      <EnumSelect
        value={value || NONE}
        onChange={(id) => onChange(id === NONE ? '' : id)}
        options={options}
      />
    </FormField>
  );
}
