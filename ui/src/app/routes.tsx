import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import {
  Clock,
  Mail,
  Flame,
  Gauge,
  Headset,
  History,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  Phone,
  PhoneOff,
  Plug,
  RadioTower,
  Smile,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { lazyPage, preloadElement } from './lazy-page';

// Each screen is its own chunk, fetched when first opened (lazy-page.tsx).
const AgentsPage = lazyPage(() => import('../features/agents/AgentsPage'), 'AgentsPage');
const CadencesPage = lazyPage(() => import('../features/cadences/CadencesPage'), 'CadencesPage');
const CallingRulesPage = lazyPage(() => import('../features/calling-rules/CallingRulesPage'), 'CallingRulesPage');
const DoNotCallPage = lazyPage(() => import('../features/do-not-call/DoNotCallPage'), 'DoNotCallPage');
const CallsPage = lazyPage(() => import('../features/calls/CallsPage'), 'CallsPage');
const CampaignsPage = lazyPage(() => import('../features/campaigns/CampaignsPage'), 'CampaignsPage');
const CompliancePage = lazyPage(() => import('../features/compliance/CompliancePage'), 'CompliancePage');
const PriorityHopperPage = lazyPage(
  () => import('../features/priority-hopper/PriorityHopperPage'),
  'PriorityHopperPage',
);
const CampaignSetupPage = lazyPage(() => import('../features/campaign-setup/CampaignSetupPage'), 'CampaignSetupPage');
const IntegrationPage = lazyPage(() => import('../features/integration/IntegrationPage'), 'IntegrationPage');
const LeadsPage = lazyPage(() => import('../features/leads/LeadsPage'), 'LeadsPage');
const AgentDashboardPage = lazyPage(() => import('../features/my-calls/AgentDashboardPage'), 'AgentDashboardPage');
const OverviewPage = lazyPage(() => import('../features/overview/OverviewPage'), 'OverviewPage');
const EmailPage = lazyPage(() => import('../features/email/EmailPage'), 'EmailPage');
const TwilioPage = lazyPage(() => import('../features/twilio/TwilioPage'), 'TwilioPage');
const PhoneNumbersPage = lazyPage(() => import('../features/twilio/PhoneNumbersPage'), 'PhoneNumbersPage');
const EmojisPage = lazyPage(() => import('../features/emojis/EmojisPage'), 'EmojisPage');
const WallboardPage = lazyPage(() => import('../features/wallboard/WallboardPage'), 'WallboardPage');

export type MenuGroup = 'main' | 'setup';

export interface AppRoute {
  path: string;
  element: ReactNode;
  /** Lower-case roles that may open the route. */
  roles: readonly string[];
  /** Where the route appears in the side drawer; routes without it are reached by links only. */
  menu?: { label: string; icon: LucideIcon; group: MenuGroup };
  /** Shown alone, without the top bar and the drawer, to those who may open it (a TV's screen). */
  fullScreen?: boolean;
}

const ADMINS = ['admin', 'superadmin'] as const;
const AGENTS = ['agent', 'superadmin'] as const;

/** Every route of the signed-in shell, in menu order. */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/agents',
    element: <AgentsPage />,
    roles: ADMINS,
    menu: { label: 'Dashboard', icon: LayoutDashboard, group: 'main' },
  },
  {
    path: '/dashboard',
    element: <OverviewPage />,
    roles: ADMINS,
    menu: { label: 'Overview', icon: Gauge, group: 'main' },
  },
  {
    path: '/mycalls',
    element: <AgentDashboardPage />,
    roles: AGENTS,
    menu: { label: 'Agent Dashboard', icon: Headset, group: 'main' },
  },
  {
    path: '/cadences',
    element: <CadencesPage />,
    roles: ADMINS,
    menu: { label: 'Cadences', icon: Workflow, group: 'main' },
  },
  {
    path: '/calls',
    element: <CallsPage />,
    roles: ADMINS,
    menu: { label: 'Calls', icon: History, group: 'main' },
  },
  {
    path: '/campaigns',
    element: <CampaignsPage />,
    roles: ADMINS,
    menu: { label: 'Campaigns', icon: Megaphone, group: 'main' },
  },
  // Reached from a campaign's row on /campaigns.
  { path: '/campaigns/:id/compliance', element: <CompliancePage />, roles: ADMINS },
  { path: '/leads', element: <LeadsPage />, roles: ADMINS, menu: { label: 'Leads', icon: Users, group: 'main' } },
  {
    path: '/priority-hopper',
    element: <PriorityHopperPage />,
    roles: ADMINS,
    menu: { label: 'Priority Hopper', icon: Flame, group: 'main' },
  },
  {
    path: '/phone-numbers',
    element: <PhoneNumbersPage />,
    roles: ADMINS,
    menu: { label: 'Phone Numbers', icon: Phone, group: 'main' },
  },
  {
    path: '/twilio',
    element: <TwilioPage />,
    roles: ADMINS,
    menu: { label: 'Twilio', icon: RadioTower, group: 'main' },
  },
  {
    path: '/emojis',
    element: <EmojisPage />,
    roles: ADMINS,
    menu: { label: 'Emojis', icon: Smile, group: 'main' },
  },
  {
    path: '/campaign-setup',
    element: <CampaignSetupPage />,
    roles: ADMINS,
    menu: { label: 'Campaign Setup', icon: ListChecks, group: 'setup' },
  },
  {
    path: '/integration',
    element: <IntegrationPage />,
    roles: ADMINS,
    menu: { label: 'Integration', icon: Plug, group: 'setup' },
  },
  {
    path: '/email',
    element: <EmailPage />,
    roles: ADMINS,
    menu: { label: 'E-mail', icon: Mail, group: 'setup' },
  },
  {
    path: '/calling-rules',
    element: <CallingRulesPage />,
    roles: ADMINS,
    menu: { label: 'Calling Rules', icon: Clock, group: 'setup' },
  },
  {
    path: '/do-not-call',
    element: <DoNotCallPage />,
    roles: ADMINS,
    menu: { label: 'Do Not Call', icon: PhoneOff, group: 'setup' },
  },
  { path: '/wallboard', element: <WallboardPage />, roles: ADMINS, fullScreen: true },
];

/** On the first load: fetch the screen of the address beside the shell instead of after it has started. */
export function preloadScreen(pathname: string): void {
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) preloadElement(route.element);
}

export function canOpen(route: AppRoute, role: string): boolean {
  return route.roles.includes(role);
}

/** Whether the screen at `pathname` fills the window for this role; one it may not open shows in the shell. */
export function isFullScreen(pathname: string, role: string): boolean {
  const route = APP_ROUTES.find((candidate) => candidate.path === pathname);
  return route?.fullScreen === true && canOpen(route, role);
}

/** Where "/" sends a role: its first menu entry (/agents for admins and superadmins, /mycalls for agents). */
export function homeRouteFor(role: string): string | null {
  return APP_ROUTES.find((route) => route.menu && canOpen(route, role))?.path ?? null;
}
