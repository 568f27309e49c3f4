import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ScoresPage } from '@/features/scores/ScoresPage';
import { scoreList, scoreRouteSearch } from '@/features/scores/score-list-search';

export const Route = createFileRoute('/_app/scores')({
  validateSearch: scoreRouteSearch,
  search: { middlewares: [stripSearchParams(scoreList.defaults)] },
  component: ScoresPage,
});
