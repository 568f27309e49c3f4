/** What each area not built yet will do: honest placeholders, no fake data. */
export const COMING_NEXT = {
  alerts: {
    title: 'Alerts',
    summary: 'Every alert your detectors and triggers raised.',
    planned: [
      'Full-text search with severity, category and time filters',
      'Alert histogram by interval and time zone',
    ],
  },
  destinations: {
    title: 'Destinations',
    summary: 'Where notifications go: e-mail, Telegram, HTTP webhooks and Slack.',
    planned: [
      'Create and edit destinations of the four types',
      'Telegram binding with /start code',
      'Default, detector and wallet tags',
    ],
  },
  organisations: {
    title: 'Organisations',
    summary: 'Regulator organisations and their branding.',
    planned: [],
  },
  triggers: {
    title: 'Triggers',
    summary: 'Built-in rules on a contract and the alerts they raise.',
    planned: [
      'ERC-20 transfer, blacklisted callers, event emitted and failed transaction rules',
      'Trigger alerts with severity, message and destinations',
    ],
  },
  usage: {
    title: 'Usage',
    summary: 'How much the service did for your tenant.',
    planned: [
      'Usage histograms by interval and time zone',
      'Filter by event type, project and network',
    ],
  },
  users: {
    title: 'Users',
    summary: 'People of your tenant and their two-factor setup.',
    planned: [
      'Search users by name, e-mail and role',
      'OTP setup with a QR code for authenticator apps',
    ],
  },
} as const;
export type ComingArea = keyof typeof COMING_NEXT;
