import {
  IconActivity,
  IconAlertTriangle,
  IconBell,
  IconBolt,
  IconBuildingBank,
  IconChartBar,
  IconChartPie,
  IconFolders,
  IconNetwork,
  IconRadar,
  IconSettings,
  IconTargetArrow,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
}

export const NAV_GROUPS: { label: string; items: NavItem[] }[] = [
  {
    label: 'Monitor',
    items: [
      { to: '/projects', label: 'Projects', icon: IconFolders },
      { to: '/contracts', label: 'Contracts & wallets', icon: IconWallet },
      { to: '/networks', label: 'Networks', icon: IconNetwork },
      { to: '/detectors', label: 'Detectors', icon: IconRadar },
      { to: '/triggers', label: 'Triggers', icon: IconTargetArrow },
      { to: '/actions', label: 'Actions', icon: IconBolt },
    ],
  },
  {
    label: 'Observe',
    items: [
      { to: '/alerts', label: 'Alerts', icon: IconAlertTriangle },
      { to: '/scores', label: 'Scores', icon: IconActivity },
      { to: '/tokenomics', label: 'Tokenomics', icon: IconChartPie },
      { to: '/usage', label: 'Usage', icon: IconChartBar },
    ],
  },
  {
    label: 'Administer',
    items: [
      { to: '/destinations', label: 'Destinations', icon: IconBell },
      { to: '/organisations', label: 'Organisations', icon: IconBuildingBank },
      { to: '/users', label: 'Users', icon: IconUsers },
      { to: '/settings', label: 'Settings', icon: IconSettings },
    ],
  },
];
