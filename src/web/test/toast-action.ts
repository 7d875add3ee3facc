import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A toast's action button, once a pointer can reach it: Radix opens its toast region to the
 * pointer only after it has counted the toast, a moment after the toast is drawn.
 */
export async function findToastAction(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  const region = screen.getByRole('region', { name: /^Notifications/ });
  await waitFor(() => expect(region.style.pointerEvents).not.toBe('none'));
  return button;
}
