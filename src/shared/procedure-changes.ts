import { limitText } from './procedure-rules';
import type { ProcedureInput, ProcedureStep } from './schemas/procedures';

/**
 * What a new version of a procedure changed, in the words the library shows under it (issue 25 §1).
 * Steps are compared by id, which a step keeps across versions (ADR 55).
 */

type Content = Pick<ProcedureInput, 'name' | 'category' | 'sections'>;

const stepsOf = (p: Content) => p.sections.flatMap((s) => s.steps);
const rulesOf = ({ id: _id, title: _title, required: _required, ...rules }: ProcedureStep) =>
  JSON.stringify(rules);

function stepChanges(before: ProcedureStep, after: ProcedureStep): string[] {
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`Renamed step "${before.title}" to "${after.title}"`);
  if (before.required !== after.required)
    changes.push(`"${after.title}" is ${after.required ? 'now required' : 'no longer required'}`);
  if (rulesOf(before) === rulesOf(after)) return changes;
  const limits = (s: ProcedureStep) => (s.type === 'number' ? (limitText(s) ?? 'no limits') : null);
  const [was, now] = [limits(before), limits(after)];
  changes.push(
    was !== null && now !== null && was !== now
      ? `Limits of "${after.title}": ${was} → ${now}`
      : `Changed "${after.title}"`,
  );
  return changes;
}

export function procedureChanges(before: Content, after: Content): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Renamed "${before.name}" to "${after.name}"`);
  if (before.category !== after.category) changes.push(`Category: ${before.category} → ${after.category}`);
  const old = new Map(stepsOf(before).map((s) => [s.id, s]));
  const kept = new Set<string>();
  for (const step of stepsOf(after)) {
    const was = old.get(step.id);
    if (!was) {
      changes.push(`Added "${step.title}"`);
      continue;
    }
    kept.add(step.id);
    changes.push(...stepChanges(was, step));
  }
  for (const step of stepsOf(before)) if (!kept.has(step.id)) changes.push(`Removed "${step.title}"`);
  const order = (p: Content) =>
    stepsOf(p)
      .map((s) => s.id)
      .filter((id) => kept.has(id))
      .join();
  if (order(before) !== order(after)) changes.push('Steps reordered');
  const sectionTitles = (p: Content) => p.sections.map((s) => s.title).join('\n');
  if (sectionTitles(before) !== sectionTitles(after)) changes.push('Sections changed');
  return changes;
}
