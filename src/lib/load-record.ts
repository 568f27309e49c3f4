import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/api/http';

/**
 * A route loader's record: a 404 from the service becomes the router's not-found page (with the
 * service's message and a way back that fits the section), not an error page with a retry.
 */
export async function loadRecord<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.isMissing)
      throw notFound({ data: { message: error.message } });
    throw error;
  }
}
