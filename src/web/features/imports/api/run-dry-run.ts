import { useMutation } from '@tanstack/react-query';
import type { ImportKind, ImportPreview } from '@shared/schemas/imports';
import { apiErrorFrom, authHeaders, renewAfterUnauthorized } from '@web/lib/api-client';

async function send(kind: ImportKind, file: File): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  return fetch(`/api/imports/${kind}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...authHeaders() },
    body: form,
    credentials: 'same-origin',
  });
}

/** POST /api/imports/{kind} with the file: the dry run's preview (nothing is imported yet). */
export async function runDryRun(kind: ImportKind, file: File): Promise<ImportPreview> {
  let response = await send(kind, file);
  if (response.status === 401 && (await renewAfterUnauthorized())) response = await send(kind, file);
  const text = await response.text();
  if (!response.ok) throw apiErrorFrom(response.status, text, response.statusText);
  return JSON.parse(text) as ImportPreview;
}

export function useDryRun() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => runDryRun(kind, file),
  });
}
