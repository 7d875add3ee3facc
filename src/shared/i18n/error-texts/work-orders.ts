import { speaker } from '../said';
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
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...WORK_ORDER_ERROR_TEXTS });
