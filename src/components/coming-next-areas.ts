/** What each area not built yet will do: honest placeholders, no fake data. */
export const COMING_NEXT = {
  scores: {
    title: 'Scores',
    summary: 'Score records that regulator licences derive from alerts.',
    planned: [],
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
