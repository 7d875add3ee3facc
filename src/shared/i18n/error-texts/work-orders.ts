import { icuPhrase, speaker, type Phrase } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Work orders. */
export const WORK_ORDER_ERROR_TEXTS = {
  'workOrder.foNumberRequired': 'FO Number is required',
  'workOrder.foNumberFormat': 'FO Number must look like WO-2026-001 (year, then 3 to 7 digits)',
  'workOrder.descriptionMin': 'Description must be at least 10 characters',
  'workOrder.foNumbersExhausted': 'Every FO number of {year} is taken in this warehouse',
  'workOrder.foNumberTaken': 'FO number {foNumber} is already used in this warehouse',
  'workOrder.foNumberTakenShort': 'This FO number is already used',
  'workOrder.assigneeNotMember': 'The assignee is not an active member of this warehouse',
  'workOrder.notMember': 'Not a member of this warehouse',
  'workOrder.chooseDownEquipment': 'Choose the equipment that is down',
  'workOrder.downNeedsEquipment': 'Equipment down needs the equipment',
  'workOrder.noMoreWork': 'Work order {foNumber} is {status}: no more work can be recorded on it',
  'workOrder.needsAssignee':
    'An order that is assigned or under way needs an assignee: reassign it instead of clearing it',
  'workOrder.backInServiceOnCompletion': 'Back in service goes with completing the order',
  'workOrder.sendWithCompleted': 'Send it with status completed',
  'workOrder.closeOutOnCompletion': 'Close-out codes and the completion note go with completing the order',
  'workOrder.ratingOnVerify': 'A rating is given when the order is verified',
  'workOrder.transition': 'Cannot move a work order from {from} to {to}. Allowed: {allowed}',
  'workOrder.transitionFromClosed':
    'Cannot move a work order from {from} to {to}. Allowed: none (it is closed)',
  'workOrder.assignFirst': 'Assign the work order to someone first',
  'workOrder.allowedFrom': 'Allowed from {from}: {allowed}',
  'workOrder.allowedFromNone': 'Allowed from {from}: none',
  'workOrder.sendThemWithCompleted': 'Send them with status completed',
  'workOrder.timerRunning': 'Your timer is already running on this work order',
  'workOrder.timerStopped': 'This timer was already stopped',
  'workOrder.procedureUnderWay': 'Work order {foNumber} is under way: its procedure can no longer be changed',
  'workOrder.procedureAnswered':
    "Steps of {foNumber}'s procedure are answered: its procedure can no longer be changed",
  'workOrder.stepNotAnswered': '"{title}" is not answered',
  'workOrder.onlyAssignedRecord': 'You can record work only on work orders assigned to you',
  'workOrder.onlyAssignedChange': 'You can change only work orders assigned to you',
  'workOrder.onlySupervisorsAssign': 'Only supervisors and managers can assign work orders',
  'workOrder.onlySupervisorsVerify': 'Only supervisors and managers can verify, close or reopen work orders',
  'workOrder.onlySupervisorsRemoveSteps': 'Only supervisors and managers can remove checklist steps',
  'workOrder.onlyOwnLabour': 'You can change only your own labour entries',
  'workOrder.onlyOwnParts': 'You can remove only the parts you recorded',
  'workOrder.technicianFields':
    'Technicians can change only the status and notes of their work orders, not: {fields}',

  // Checklist, labour and procedure answers (schemas/work-order-activity.ts and the services).
  'workOrder.describeStep': 'Describe the step',
  'workOrder.checklistStatusInvalid': 'Status must be pending, done, skipped or failed',
  'workOrder.readingCompletesStep': 'A reading completes its step: leave status out or set it to done',
  'workOrder.followUpFromFailedStep':
    'A follow-up work order is raised from a failed step: set status to failed',
  'workOrder.labourHoursPositive': 'Hours must be more than 0',
  'workOrder.labourEntryMax': 'One entry covers at most {max} hours',
  'workOrder.stepReadsNoMeter': 'This step reads no meter: record the reading on the equipment',
  'workOrder.enterReading': 'Enter the reading of {meter} to complete this step',
  'workOrder.noEquipmentNoMeter': 'This work order has no equipment: there is no meter to read',
  'workOrder.meterNotOfEquipment': "{meter} is not a meter of this work order's equipment",
  'workOrder.requiredStepsFirst': 'Answer the required steps first: {steps}',
  'workOrder.attachEvidenceFirst': 'Attach the photo or signature to this work order first',

  // Close-out codes (schemas/close-out.ts, a completion's close-out): one text per kind, since the
  // kind is a word inside the sentence.
  'closeOut.kindInvalid': 'Kind must be problem, cause or remedy',
  'closeOut.chooseProblemCode': 'Choose a problem code',
  'closeOut.chooseCauseCode': 'Choose a cause code',
  'closeOut.chooseRemedyCode': 'Choose a remedy code',
  'closeOut.problemCodeUnknown': 'Problem code {code} is not one of your organization’s problem codes',
  'closeOut.causeCodeUnknown': 'Cause code {code} is not one of your organization’s cause codes',
  'closeOut.remedyCodeUnknown': 'Remedy code {code} is not one of your organization’s remedy codes',
  'closeOut.problemCodeUnknownShort': 'is not one of your organization’s problem codes',
  'closeOut.causeCodeUnknownShort': 'is not one of your organization’s cause codes',
  'closeOut.remedyCodeUnknownShort': 'is not one of your organization’s remedy codes',
  'closeOut.problemCodeRetired': 'Problem code {code} is retired: choose another problem code',
  'closeOut.causeCodeRetired': 'Cause code {code} is retired: choose another cause code',
  'closeOut.remedyCodeRetired': 'Remedy code {code} is retired: choose another remedy code',
  'closeOut.problemCodeRetiredShort': 'is retired: choose another problem code',
  'closeOut.causeCodeRetiredShort': 'is retired: choose another cause code',
  'closeOut.remedyCodeRetiredShort': 'is retired: choose another remedy code',
  ...{
    // What a completion still lacks, by the kinds missing (problem_cause…) and the order's type.
    'closeOut.missingCodes':
      'Give {missing, select, problem {a problem} cause {a cause} remedy {a remedy} problem_cause {a problem and a cause} problem_remedy {a problem and a remedy} cause_remedy {a cause and a remedy} other {a problem, a cause and a remedy}} code to complete {type, select, emergency {an emergency} other {a {type}}} order',
  },
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...WORK_ORDER_ERROR_TEXTS });

/**
 * `phrase` for the missing close-out codes, whose `select` arms `speaker` cannot type: `missing`
 * is the kinds joined by `_` in the order problem, cause, remedy.
 */
export function missingCodesPhrase(params: { missing: string; type: string }): Phrase {
  return icuPhrase('closeOut.missingCodes', WORK_ORDER_ERROR_TEXTS['closeOut.missingCodes'], params);
}
