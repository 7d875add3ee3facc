import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { PmTemplate } from '@shared/schemas/pm';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { TemplatesTab } from './templates-tab';

/** The templates tab signed in as `role`, over stubbed answers (tests only). */
export function renderTemplatesTab(
  templates: PmTemplate[],
  role: Role = 'supervisor',
  routes: Record<string, FetchHandler> = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/pm-templates': () => jsonResponse(200, templates),
    'GET /api/equipment': () =>
      jsonResponse(200, [
        buildEquipment({ model: 'Grundfos CR 32-2' }),
        buildEquipment({ model: 'Atlas Copco GA37', status: 'inactive' }),
      ]),
    ...routes,
  });
  renderWithApp(<TemplatesTab />);
  return stub;
}

export const templateDialog = () => screen.getByRole('dialog');
