import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useAppForm } from './forms';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  code: z.string().regex(/^[A-Z]{3}$/, 'Code is three capital letters'),
});
type Values = z.infer<typeof schema>;

function Harness() {
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', code: '' } });
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormField label="Name" error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <FormField label="Code" error={errors.code?.message}>
        <Input {...register('code')} />
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('form validation timing', () => {
  it('shows no error text before the first blur, the error after blur, and updates it while typing', async () => {
    render(<Harness />);
    const code = screen.getByLabelText('Code');
    await userEvent.type(code, 'ab');
    expect(screen.queryByText('Code is three capital letters')).toBeNull();
    expect(screen.queryByText('Name is required')).toBeNull();

    await userEvent.tab();
    expect(await screen.findByText('Code is three capital letters')).toBeTruthy();
    // Only the field left is judged: Name was never visited.
    expect(screen.queryByText('Name is required')).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, 'ABC');
    await waitFor(() => expect(screen.queryByText('Code is three capital letters')).toBeNull());
    await userEvent.type(code, 'D');
    expect(await screen.findByText('Code is three capital letters')).toBeTruthy();
  });

  it('on a submit that fails validation focuses the first invalid field', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Code'), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });
});
