// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { AppToaster } from './app-toaster';

// The toaster's chunk cannot be fetched (the till went offline before its first toast).
vi.mock('./toaster-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AppToaster', () => {
  it('shows nothing, and keeps the app standing, when its chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <main>
        <AppToaster />
        <p>The till</p>
      </main>,
    );
    notify.warning('Not among the products this till has looked up');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('The till');
  });
});
