/** What each area not built yet will do: honest placeholders, no fake data. */
export const COMING_NEXT = {
  scores: {
    title: 'Scores',
    summary: 'Score records that regulator licences derive from alerts.',
    planned: [],
  },
} as const;
export type ComingArea = keyof typeof COMING_NEXT;
