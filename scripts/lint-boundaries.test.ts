import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, run through ESLint's Node API on snippets with the
 * path they would have: the rule judges the resolved file, so a relative path and an alias
 * to the same feature fail alike.
 */
let eslint: ESLint;

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const FEATURE_FILE = 'src/web/features/dashboard/components/boundary-probe.ts';
const FEATURE_MESSAGE = 'Features do not import each other: move shared code to lib/ or components/.';

// The first lint builds the import resolver's view of the project: seconds on a busy machine.
describe('lint boundaries', { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  it('fails a feature that imports another feature through a relative path', async () => {
    const errors = await layerErrors(
      FEATURE_FILE,
      "import { NotificationRow } from '../../notifications/components/notification-row';\nexport const row = NotificationRow;\n",
    );
    expect(errors).toEqual([
      `import-x/no-restricted-paths: Unexpected path "../../notifications/components/notification-row" imported in restricted zone. ${FEATURE_MESSAGE}`,
    ]);
  });

  it('fails the same import written with the @web alias', async () => {
    const errors = await layerErrors(
      FEATURE_FILE,
      "import { NotificationRow } from '@web/features/notifications/components/notification-row';\nexport const row = NotificationRow;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(FEATURE_MESSAGE);
  });

  it('fails the kit importing a feature', async () => {
    const errors = await layerErrors(
      'src/web/lib/boundary-probe.ts',
      "import { NotificationRow } from '../features/notifications/components/notification-row';\nexport const row = NotificationRow;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The screen kit (components/, lib/) does not import features');
  });

  it('lets a feature import its own files and the kit', async () => {
    const errors = await layerErrors(
      FEATURE_FILE,
      "import { cn } from '@web/lib/cn';\nimport { StatCards } from './stat-cards';\nexport const parts = [cn, StatCards];\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails an import cycle', async () => {
    // cn.ts is imported by the button; cn importing the button back closes the loop.
    const errors = await layerErrors(
      'src/web/lib/cn.ts',
      "import { Button } from '@web/components/ui/button';\nexport const cn = () => Button;\n",
    );
    expect(errors.some((error) => error.startsWith('import-x/no-cycle:'))).toBe(true);
  });
});
