import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { getSystem } from './app/theme';
import { createRouter } from './app/router';
import { setNavigate } from './lib/navigation';
import { resumeSessions } from './lib/session';

resumeSessions();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

/** A new task: the work before and after it are not one long task (the page stays responsive). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Four tasks instead of one: this code's evaluation, the router (which starts the first page's
// reads and chunk), the Chakra system (theme.ts), the first render (decisions 0020 and 0039).
void (async () => {
  await nextTask();
  const router = createRouter();
  setNavigate((to) => void router.navigate(to));
  await nextTask();
  getSystem();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
})();
