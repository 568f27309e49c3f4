import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { projectQueries } from '@/api/project/queries';
import { ProjectsListPage } from '@/features/projects/ProjectsListPage';
import {
  PROJECT_LIST_DEFAULTS,
  ProjectListSearchSchema,
  projectSearchBody,
} from '@/features/projects/project-list-search';

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: ProjectListSearchSchema,
  // Defaults stay out of the URL, so links are short and a bare /projects is the default view.
  search: { middlewares: [stripSearchParams(PROJECT_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Start the request at navigation, but do not block: the list shows its own loading state.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(projectQueries.list(projectSearchBody(deps)));
  },
  component: ProjectsListPage,
});
