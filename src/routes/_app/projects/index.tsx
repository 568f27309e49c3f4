import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { projectQueries } from '@/api/project/queries';
import { ProjectsListPage } from '@/features/projects/ProjectsListPage';
import { projectList, projectSearchBody } from '@/features/projects/project-list-search';

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: projectList.schema,
  // Defaults stay out of the URL, so links are short and a bare /projects is the default view.
  search: { middlewares: [stripSearchParams(projectList.defaults)] },
  loaderDeps: ({ search }) => ({ body: projectSearchBody(search) }),
  // Start the request at navigation, but do not block: the list shows its own loading state.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(projectQueries.list(deps.body));
  },
  component: ProjectsListPage,
});
