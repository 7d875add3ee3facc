import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { useProcedures } from '@web/components/procedures/procedures-api';

const NONE = 'none';

/**
 * A new order's procedure (issue 25 §2): its current version is issued with the order. The
 * library is read from the server; without a connection the order is raised without one, and a
 * supervisor can give it one later, before the work starts.
 */
export function ProcedureField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const procedures = useProcedures();
  const options = [
    [NONE, procedures.isError ? 'None (the library needs a connection)' : 'None'] as const,
    ...(procedures.data ?? []).map((p) => [p.id, `${p.name} (${p.category})`] as const),
  ];
  return (
    <FormField label="Procedure" className="sm:col-span-2" hint="Its steps are filled in on the order">
      <EnumSelect
        value={value || NONE}
        onChange={(id) => onChange(id === NONE ? '' : id)}
        options={options}
      />
    </FormField>
  );
}
