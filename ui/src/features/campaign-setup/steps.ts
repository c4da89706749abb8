import { Megaphone, Plug, Tags, UserCog, Users, Workflow, type LucideIcon } from 'lucide-react';
import { STEP_KEYS, type SetupProgress, type StepKey, type StepState } from './types';

export interface SetupStep {
  key: StepKey;
  label: string;
  /** Where Set Up and Configure take the user. */
  route: string;
  icon: LucideIcon;
  /** One line on the step's card. */
  summary: string;
  /** What the stepper says when the step is open. */
  details: string;
}

// Campaign Setup has six steps, in this order, each with its target route.
export const SETUP_STEPS: readonly SetupStep[] = [
  {
    key: 'integration',
    label: 'Integration',
    route: '/integration',
    icon: Plug,
    summary: 'Connect your CRM so new leads arrive on their own.',
    details:
      'Connect GoHighLevel with your API key and Location ID, or add a webhook that other systems can send leads to. ' +
      'You can skip this if you add leads by hand or from a CSV file.',
  },
  {
    key: 'leads',
    label: 'Leads',
    route: '/leads',
    icon: Users,
    summary: 'Import or add the people you want to call.',
    details:
      'Import a CSV file, add leads one at a time, or let your integration sync them. ' +
      'Check that every lead has a phone number your agents can dial.',
  },
  {
    key: 'list id',
    label: 'List ID',
    route: '/leads',
    icon: Tags,
    summary: 'Group the campaign’s leads into a list.',
    details:
      'Create a list from Manage Lists on the leads screen and put the campaign’s leads in it. ' +
      'The list ID tells the campaign which leads to dial.',
  },
  {
    key: 'cadence',
    label: 'Cadence',
    route: '/cadences',
    icon: Workflow,
    summary: 'Decide when and how often each lead is called.',
    details:
      'Set up the call sequence: how many attempts to make, how long to wait between them ' +
      'and the hours when calls are allowed.',
  },
  {
    key: 'campaign',
    label: 'Campaign',
    route: '/campaigns',
    icon: Megaphone,
    summary: 'Create the campaign that ties it all together.',
    details: 'Create the campaign, name it, and connect it to your lead list and cadence.',
  },
  {
    key: 'agents',
    label: 'Agents',
    route: '/agents',
    icon: UserCog,
    summary: 'Add your agents and set agent permissions.',
    details:
      'Add the agents who will take the calls, set agent permissions with their role, ' +
      'and assign them to the campaign.',
  },
];

export const STEP_COUNT = STEP_KEYS.length;

/** The stepper's position after the last step: every step is done and the launch panel shows. */
export const ALL_DONE = STEP_COUNT;

export function completedCount(progress: SetupProgress): number {
  return STEP_KEYS.filter((key) => progress[key]).length;
}

/** Loading progress moves the current step to the first step not yet completed (or past the last). */
export function firstIncomplete(progress: SetupProgress): number {
  const index = STEP_KEYS.findIndex((key) => !progress[key]);
  return index === -1 ? ALL_DONE : index;
}

/**
 * Where Next goes from `index` once that step is completed: the following step, and after the last one the launch
 * panel; a step left undone earlier comes back first, so "All steps completed!" is only said when it is true.
 */
export function stepAfter(index: number, progress: SetupProgress): number {
  return index + 1 < STEP_COUNT ? index + 1 : firstIncomplete(progress);
}

export function stepState(index: number, progress: SetupProgress, current: number): StepState {
  if (progress[SETUP_STEPS[index]!.key]) return 'completed';
  return index === current ? 'active' : 'pending';
}
