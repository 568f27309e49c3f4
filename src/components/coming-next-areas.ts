/** What each area not built yet will do: honest placeholders, no fake data. */
export const COMING_NEXT = {
  scores: {
    title: 'Scores',
    summary: 'Score records that regulator licences derive from alerts.',
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
} as const;
export type ComingArea = keyof typeof COMING_NEXT;
