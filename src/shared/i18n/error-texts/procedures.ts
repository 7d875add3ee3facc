import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Procedures and their steps. */
export const PROCEDURE_ERROR_TEXTS = {
  'procedure.onFailureInvalid': 'On failure must be nothing, flag or follow_up',
  'procedure.unitRequired': 'A number step needs its unit',
  'procedure.failingOptionUnknown': 'A failing option must be one of the options',
  'procedure.optionsRepeated': 'Each option must be different',
  'procedure.optionsMin': 'Give at least {min} options',
  'procedure.optionsMax': 'At most {max} options',
  'procedure.sectionNeedsStep': 'A section needs at least one step',
  'procedure.stepIdsRepeated': 'Each step must have its own id',
  'procedure.needsSection': 'A procedure needs at least one section',
  'procedure.sectionsMax': 'At most {max} sections',
  'procedure.stepsMax': 'At most {max} steps',
  'procedure.nameTaken': 'A procedure named "{name}" already exists in this plant',
  'procedure.nameTakenShort': 'This name is already used by another procedure',
  'procedure.versionNotFound': 'Version {number} of this procedure not found',
  // Why an answer does not fit its step (shared/procedure-rules.ts answerProblem).
  'procedure.answerTick': 'Tick or untick the step',
  'procedure.answerPassFlagFail': 'Answer pass, flag or fail',
  'procedure.answerNumber': 'Enter a number',
  'procedure.answerWrite': 'Write the answer',
  'procedure.answerTooLong': 'An answer must be at most {max} characters',
  'procedure.answerChoose': 'Choose one of: {options}',
  'procedure.answerPhoto': 'Add the photo',
  'procedure.answerSign': 'Sign the step',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said, phrase } = speaker({ ...COMMON_ERROR_TEXTS, ...PROCEDURE_ERROR_TEXTS });
