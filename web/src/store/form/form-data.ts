import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { currentQueryClient } from '../../lib/query-client';
import { renderScope } from '../../lib/render-scope';
import { pageLanguage } from '../shell/store-context';
import { formQuery } from '../shared/form-query';

/** `/form/:url`'s loader: the guest's copy read before rendering; no such form (or a disabled one) goes home (spec §4). */
export async function loadForm({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  try {
    await currentQueryClient().fetchQuery(formQuery(params.url ?? '', language));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect('/', 302);
    if (renderScope()) throw error;
  }
  return null;
}
