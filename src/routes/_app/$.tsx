import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/NotFoundPage';

/** An unknown address inside the console: said in the shell, with its navigation, not on a bare page. */
export const Route = createFileRoute('/_app/$')({ component: NotFoundPage });
