import { AnchorLink } from './links';

/** The lists records belong to: the first crumb of a record's page, the way back from a 404. */
export const SECTIONS = {
  projects: { to: '/projects', label: 'Projects' },
  contracts: { to: '/contracts', label: 'Contracts & wallets' },
  actions: { to: '/actions', label: 'Actions' },
  detectors: { to: '/detectors', label: 'Detectors' },
  triggers: { to: '/triggers', label: 'Triggers' },
  networks: { to: '/networks', label: 'Networks' },
  organisations: { to: '/organisations', label: 'Organisations' },
  users: { to: '/users', label: 'Users' },
  destinations: { to: '/destinations', label: 'Destinations' },
} as const;
export type Section = keyof typeof SECTIONS;

/** The crumb of a section's list. */
export function sectionCrumb(section: Section) {
  const { to, label } = SECTIONS[section];
  return (
    <AnchorLink key={section} to={to}>
      {label}
    </AnchorLink>
  );
}
