import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { LANGUAGE_PARAM, languageCode } from '@shop/core/shared/language-url';
import { Providers } from './app/providers';
import { readNow, SERVER_DATA_ID, type SentError, type ServerData } from './app/server-data';
import { createRouter, loadMatchedChunks } from './app/router';
import { ApiError } from './lib/api-error';
import { loadUiLanguage } from './lib/i18n';
import { setNavigate } from './lib/navigation';
import { storeLanguage } from './lib/preferences';
import { queryClient } from './lib/query-client';
import { resumeSessions } from './lib/session';

resumeSessions();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// `?language=zh-HK` on any storefront address chooses that language (the server set the cookie too).
const addressed = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
if (addressed && /^[a-z]{2,3}([_-][a-z0-9]{2,8}){0,2}$/i.test(addressed)) storeLanguage.set(languageCode(addressed));

/** A new task: the work before and after it are not one long task (the page stays responsive). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const sent = document.getElementById(SERVER_DATA_ID)?.textContent;
const server = sent ? (JSON.parse(sent) as ServerData) : undefined;

const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

if (server) {
  // A page the server rendered (decision 0044): the cache it was drawn from, its language's texts and
  // its chunks first, then hydration as a transition, which React does in slices that leave the
  // page responsive instead of one long task. Each step is a task of its own (the entry's evaluation,
  // the caches, the router, hydration): none blocks the page for all of them. No Chakra (decision 0045).
  void (async () => {
    await nextTask();
    hydrate(queryClient, readNow(server.query));
    for (const query of queryClient.getQueryCache().getAll()) {
      const error = query.state.error as SentError | null;
      if (error && !(error instanceof ApiError)) query.setState({ error: new ApiError(error.status, error.messages, error.movedTo) });
    }
    await Promise.all([loadUiLanguage(server.language), loadMatchedChunks(window.location)]);
    await nextTask();
    const router = createRouter(server.router);
    setNavigate((to) => void router.navigate(to));
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app(router), {
        // A page that hydrates differently from the server's HTML is a fault the browser tests look for.
        onRecoverableError: (error) => {
          document.documentElement.dataset.hydrationError = 'true';
          console.error('[hydration]', error);
        },
      });
    });
  })();
} else {
  // Four tasks instead of one: this code's evaluation, the router (which starts the first page's
  // reads and chunk), the Chakra system (chakra-scope.tsx), the first render (decisions 0020 and 0039).
  void (async () => {
    await nextTask();
    const router = createRouter();
    setNavigate((to) => void router.navigate(to));
    // The back office and the card page use Chakra: its system is made in a task of its own.
    const { prepareChakra } = await import('./components/ui/chakra-scope');
    await nextTask();
    prepareChakra();
    await nextTask();
    createRoot(root).render(app(router));
  })();
}
