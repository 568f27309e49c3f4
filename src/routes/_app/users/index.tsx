import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { userQueries } from '@/api/user/queries';
import { UsersListPage } from '@/features/users/UsersListPage';
import { userList, userSearchBody } from '@/features/users/user-list-search';

export const Route = createFileRoute('/_app/users/')({
  validateSearch: userList.schema,
  search: { middlewares: [stripSearchParams(userList.defaults)] },
  loaderDeps: ({ search }) => ({ body: userSearchBody(search) }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userQueries.list(deps.body));
  },
  component: UsersListPage,
});
